import { Box, Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useMatch, useNavigate } from 'react-router-dom';
import { DataTable } from 'react-admin';
import { CLAIM_STATUSES, type ProviderClaimDto } from '@homeward/domain';
import { paths } from '../../app/paths.js';
import { ConsoleTable, listFilter } from '../../components/ui/ConsoleList.js';
import { EmptyState } from '../../components/ui/EmptyState.js';
import { RESOURCES } from '../../lib/data-provider.js';
import { formatAuDateTime } from '../../lib/format.js';
import { AbnCell } from './AbnCell.js';
import { ClaimDialog } from './ClaimDialog.js';
import { ClaimStatusBadge, DisputeBadge } from './ClaimStatusBadge.js';
import { CLAIM_STATUS_LABELS } from './claim-words.js';

const Col = DataTable.Col<ProviderClaimDto>;

const filters = [
  listFilter.choice(
    'status',
    'Status',
    CLAIM_STATUSES.map((s) => ({ id: s, name: CLAIM_STATUS_LABELS[s] })),
    'All statuses',
    180,
  ),
  listFilter.choice(
    'isDispute',
    'Kind',
    [
      { id: 'false', name: 'First claims' },
      { id: 'true', name: 'Disputes' },
    ],
    'All claims',
  ),
  listFilter.search('q', 'Search name, email or ABN'),
];

/**
 * Dashboard tab: people who say an organisation is theirs. Waiting claims first; each opens in a dialog where
 * the team checks the ABN, and approves (the portal invitation goes out) or declines with a reason.
 */
export function ClaimsPanel() {
  const navigate = useNavigate();
  const open = useMatch(paths.claim(':id'));
  return (
    <>
      <ConsoleTable<ProviderClaimDto>
        resource={RESOURCES.claims}
        storeKey="homeward.claims"
        filters={filters}
        sort={{ field: 'status', order: 'DESC' }}
        loadingText="Loading claims..."
        empty={<EmptyState title="No claims to show" description="When someone says an organisation on the directory is theirs, their claim appears here." />}
        foldBelow="xl"
      >
        <Col source="createdAt" label="Received" render={(c) => <Box sx={{ minWidth: 100 }}>{formatAuDateTime(c.createdAt)}</Box>} />
        <Col source="providerId" label="Organisation" disableSort render={(c) => <Box sx={{ minWidth: 140 }}>{c.providerName}</Box>} />
        <Col
          source="claimantName"
          label="Claimant"
          render={(c) => (
            <Stack sx={{ minWidth: 140 }}>
              <Typography component="span" sx={{ fontWeight: 700 }}>
                {c.claimantName}
              </Typography>
              <Typography component="span" variant="body2">
                {c.claimantRole}
              </Typography>
            </Stack>
          )}
        />
        <Col source="workEmail" label="Work email" render={(c) => <Box sx={{ overflowWrap: 'anywhere', minWidth: 140 }}>{c.workEmail}</Box>} />
        <Col label="Phone" disableSort render={(c) => <Box sx={{ whiteSpace: 'nowrap' }}>{c.phone}</Box>} />
        <Col label="ABN" disableSort render={(c) => <AbnCell abn={c.abn} organisation={c.providerName} />} />
        <Col source="isDispute" label="Dispute" render={(c) => (c.isDispute ? <DisputeBadge /> : 'No')} />
        <Col source="status" label="Status" render={(c) => <ClaimStatusBadge status={c.status} />} />
        <Col
          label="Actions"
          disableSort
          render={(c) => (
            <Button
              component={RouterLink}
              to={paths.claim(c.id)}
              size="small"
              variant="outlined"
              aria-label={`Open the claim of ${c.claimantName} for ${c.providerName}`}
            >
              Open
            </Button>
          )}
        />
      </ConsoleTable>
      {open?.params.id ? <ClaimDialog key={open.params.id} id={open.params.id} onClose={() => navigate(paths.claims)} /> : null}
    </>
  );
}
