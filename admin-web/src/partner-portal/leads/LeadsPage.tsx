import { useState } from 'react';
import { Box, Button, Chip, Typography } from '@mui/material';
import { DataTable, List, RefreshButton, TopToolbar } from 'react-admin';
import { LEAD_OUTCOME_LABELS, type PartnerLeadDto } from '@homeward/domain';
import { EmptyState } from '../../components/ui/EmptyState.js';
import { ListTableArea } from '../../components/ui/ConsoleList.js';
import { responsiveTableSx, WIDE_ONLY } from '../../components/ui/responsive-table.js';
import { ExportCsvButton } from '../../features/leads/ExportCsvButton.js';
import { ContactCell } from '../../features/leads/LeadList.js';
import { LeadNeedsLines } from '../../features/leads/LeadNeeds.js';
import { formatAuDate, formatAuDateTime } from '../../lib/format.js';
import { PortalPageHeading } from '../app/PortalPageHeading.js';
import { PARTNER_RESOURCES } from '../lib/partner-data-provider.js';
import { OutcomeDialog } from './OutcomeDialog.js';
import type { Theme } from '@mui/material/styles';

const Col = DataTable.Col<PartnerLeadDto>;

/**
 * On a phone each lead is a card (its cells one under another) rather than a table row: even folded to four
 * columns the table was 498px wide on a 390px screen, and wider still at 200% text. The header row goes; the
 * cells say what they are (Received, the family, the outcome chips, the Update button).
 */
const stackedOnPhones = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: {
    '& table, & tbody, & tr, & td': { display: 'block', width: '100%', boxSizing: 'border-box' },
    '& thead': { display: 'none' },
    '& tr': { borderBottom: `1px solid ${theme.palette.divider}`, py: 1 },
    '& td': { border: 0, py: 0.5 },
    '& td.wide-only': { display: 'none' },
  },
});

function OutcomeCell({ lead }: { lead: PartnerLeadDto }) {
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', alignItems: 'center' }}>
      <Chip
        size="small"
        label={LEAD_OUTCOME_LABELS[lead.outcome]}
        variant={lead.outcome === 'new' ? 'filled' : 'outlined'}
        color={lead.outcome === 'new' ? 'primary' : 'default'}
        data-outcome={lead.outcome}
        sx={{ fontWeight: 700 }}
      />
      {lead.overdue ? <Chip size="small" label="Overdue" color="error" variant="outlined" sx={{ fontWeight: 700 }} /> : null}
    </Box>
  );
}

/**
 * When the lead came in, and for a family who asked before the provider joined Homeward (the team held the request
 * until the claim was approved), that plainly with the day they asked: the 2 business days count from the approval.
 */
function ReceivedCell({ lead }: { lead: PartnerLeadDto }) {
  return (
    <Box sx={{ minWidth: 100 }}>
      <Box component="span" sx={{ fontWeight: 700, display: { xs: 'inline', sm: 'none' } }}>
        Received{' '}
      </Box>
      {formatAuDateTime(lead.createdAt)}
      {lead.heldAt ? (
        <Typography component="span" variant="body2" sx={{ display: 'block', fontWeight: 700, mt: 0.5 }} data-testid="asked-before-joining">
          Asked before you joined Homeward, on {formatAuDate(lead.heldAt)}
        </Typography>
      ) : null}
    </Box>
  );
}

function LeadsTable({ onOpen }: { onOpen: (lead: PartnerLeadDto) => void }) {
  return (
    <ListTableArea
      loadingText="Loading your leads..."
      empty={<EmptyState title="No leads yet" description="When a family asks you to contact them through Homeward, their enquiry appears here." />}
    >
      <DataTable<PartnerLeadDto> rowClick={false} bulkActionButtons={false} sx={[responsiveTableSx('lg'), stackedOnPhones]}>
        <Col source="createdAt" label="Received" render={(l) => <ReceivedCell lead={l} />} />
        <Col
          source="name"
          label="Family"
          disableSort
          render={(l) =>
            l.erased ? (
              <Typography component="span" sx={{ fontStyle: 'italic' }}>
                Erased at the family&apos;s request
              </Typography>
            ) : (
              <>
                <ContactCell
                  name={l.name ?? ''}
                  email={l.email ?? ''}
                  phone={l.phone ?? ''}
                  extra={`Postcode ${l.postcode ?? '-'} · ${l.serviceLevel ?? ''}`}
                />
                <LeadNeedsLines lead={l} />
              </>
            )
          }
        />
        <Col source="postcode" label="Postcode" disableSort {...WIDE_ONLY} />
        <Col source="serviceLevel" label="Service level" disableSort {...WIDE_ONLY} />
        <Col label="Plan" disableSort {...WIDE_ONLY} render={(l) => (l.plan ? 'Plan attached' : 'None')} />
        <Col source="outcome" label="Outcome" disableSort render={(l) => <OutcomeCell lead={l} />} />
        <Col source="note" label="Note" disableSort {...WIDE_ONLY} render={(l) => <Box sx={{ maxWidth: 260, overflowWrap: 'anywhere' }}>{l.note ?? ''}</Box>} />
        <Col
          label="Actions"
          disableSort
          render={(l) => (
            <Button
              size="small"
              variant="outlined"
              onClick={() => onOpen(l)}
              aria-label={l.erased ? `Update erased lead ${l.id}` : `Update outcome for ${l.name ?? ''}`}
            >
              Update
            </Button>
          )}
        />
      </DataTable>
    </ListTableArea>
  );
}

/** /partners/leads: the provider's own leads, newest first, each with its outcome and note; CSV export. */
export function LeadsPage() {
  const [open, setOpen] = useState<PartnerLeadDto | null>(null);
  return (
    <>
      <PortalPageHeading title="Leads">
        Families who asked you to contact them. Please contact each one within 2 business days, then record what happened. We send you a reminder when a lead is
        still new after 2 business days.
      </PortalPageHeading>
      <List
        resource={PARTNER_RESOURCES.leads}
        storeKey="homeward.partner.leads"
        disableAuthentication
        actions={
          <TopToolbar>
            <RefreshButton label="Refresh" />
            <ExportCsvButton resource={PARTNER_RESOURCES.leads} fileName="my-leads" />
          </TopToolbar>
        }
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={25}
        empty={false}
        title={false}
      >
        <LeadsTable onOpen={setOpen} />
      </List>
      {open ? <OutcomeDialog key={open.id} lead={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
