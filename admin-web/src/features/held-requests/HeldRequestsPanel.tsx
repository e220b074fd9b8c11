import { useState } from 'react';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { DataTable } from 'react-admin';
import { HELD_REQUEST_ACTION_LABELS, type HeldRequestAction, type HeldRequestDto } from '@homeward/domain';
import { ConsoleTable, listFilter } from '../../components/ui/ConsoleList.js';
import { EmptyState } from '../../components/ui/EmptyState.js';
import { WIDE_ONLY } from '../../components/ui/responsive-table.js';
import { formatAuDateTime } from '../../lib/format.js';
import { ContactCell } from '../leads/LeadList.js';
import { HeldRequestActionDialog } from './HeldRequestActionDialog.js';

export const HELD_REQUESTS_RESOURCE = 'held-requests';

const Col = DataTable.Col<HeldRequestDto>;

const filters = [
  listFilter.choice(
    'acted',
    'Show',
    [
      { id: 'false', name: 'Waiting for us' },
      { id: 'true', name: 'Done' },
    ],
    'All requests',
    180,
  ),
  listFilter.search('q', 'Search family or organisation'),
];

function Organisation({ request }: { request: HeldRequestDto }) {
  return (
    <Stack sx={{ minWidth: 160 }}>
      <Typography component="span" sx={{ fontWeight: 700 }}>
        {request.organisation}
      </Typography>
      <Typography component="span" variant="body2">
        {request.organisationPlace}
      </Typography>
    </Stack>
  );
}

function AnswerBy({ request }: { request: HeldRequestDto }) {
  return (
    <Stack sx={{ minWidth: 110, alignItems: 'flex-start', gap: 0.5 }}>
      <span>{formatAuDateTime(request.contactBy)}</span>
      {request.overdue ? <Chip size="small" label="Overdue" color="error" variant="outlined" sx={{ fontWeight: 700 }} /> : null}
    </Stack>
  );
}

function TeamAction({ request, onAct }: { request: HeldRequestDto; onAct: (action: HeldRequestAction) => void }) {
  if (request.teamAction) {
    return (
      <Stack sx={{ minWidth: 140 }}>
        <Typography component="span" sx={{ fontWeight: 700 }}>
          {HELD_REQUEST_ACTION_LABELS[request.teamAction]}
        </Typography>
        <Typography component="span" variant="body2">
          {formatAuDateTime(request.teamActedAt)}
          {request.teamActedBy ? ` by ${request.teamActedBy}` : ''}
        </Typography>
      </Stack>
    );
  }
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', minWidth: 140 }}>
      <Button
        size="small"
        variant="contained"
        onClick={() => onAct('passed-on')}
        aria-label={`Passed on: ${request.name}'s request to ${request.organisation}`}
      >
        Passed on
      </Button>
      <Button size="small" variant="outlined" onClick={() => onAct('invited')} aria-label={`Invited ${request.organisation} to join, for ${request.name}`}>
        Invited
      </Button>
    </Box>
  );
}

/**
 * Dashboard tab: families' requests to organisations that have not joined Homeward. Nobody can email them, so the
 * team passes each request on or invites the organisation to claim its listing, before the date the family was told.
 */
export function HeldRequestsPanel() {
  const [acting, setActing] = useState<{ request: HeldRequestDto; action: HeldRequestAction } | null>(null);
  return (
    <>
      <Typography sx={{ mb: 2 }}>
        Families asked these organisations to contact them, but the organisations have not joined Homeward. Pass each request on, or invite the organisation to
        join, before the date the family was told. The family gets an email when you record what you did.
      </Typography>
      <ConsoleTable<HeldRequestDto>
        resource={HELD_REQUESTS_RESOURCE}
        storeKey="homeward.held-requests"
        filters={filters}
        filterDefaultValues={{ acted: 'false' }}
        sort={{ field: 'contactBy', order: 'ASC' }}
        loadingText="Loading requests..."
        empty={<EmptyState title="No requests to show" description="Requests to organisations that have not joined Homeward appear here." />}
        foldBelow="xl"
      >
        <Col source="createdAt" label="Received" render={(r) => <Box sx={{ minWidth: 100 }}>{formatAuDateTime(r.createdAt)}</Box>} />
        <Col source="providerName" label="Organisation" render={(r) => <Organisation request={r} />} />
        <Col
          source="name"
          label="Family"
          render={(r) => (
            <ContactCell
              name={r.name}
              email={r.email}
              phone={r.phone}
              extra={`Postcode ${r.postcode} · ${r.serviceLevel} · Referral ID: ${r.hasReferralId && r.referralId ? r.referralId : 'None'}`}
            />
          )}
        />
        <Col label="Postcode" disableSort {...WIDE_ONLY} render={(r) => r.postcode} />
        <Col label="Service level" disableSort {...WIDE_ONLY} render={(r) => <Box sx={{ minWidth: 120 }}>{r.serviceLevel}</Box>} />
        <Col source="contactBy" label="Answer the family by" render={(r) => <AnswerBy request={r} />} />
        <Col
          label="Notes"
          disableSort
          {...WIDE_ONLY}
          render={(r) => <Box sx={{ maxWidth: 240, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{r.notes ?? ''}</Box>}
        />
        <Col source="teamActedAt" label="What we did" render={(r) => <TeamAction request={r} onAct={(action) => setActing({ request: r, action })} />} />
      </ConsoleTable>
      {acting ? (
        <HeldRequestActionDialog
          key={`${acting.request.id}-${acting.action}`}
          request={acting.request}
          action={acting.action}
          onClose={() => setActing(null)}
        />
      ) : null}
    </>
  );
}
