import { Box, Typography } from '@mui/material';
import { AutocompleteInput, DataTable, ReferenceInput } from 'react-admin';
import { leadContactRows, type ProviderLeadDto } from '@homeward/domain';
import { paths } from '../../app/paths.js';
import { WIDE_ONLY } from '../../components/ui/responsive-table.js';
import { RESOURCES } from '../../lib/data-provider.js';
import { formatAuDateTime, yesNo } from '../../lib/format.js';
import { LeadStatusBadge } from './LeadStatusBadge.js';
import { LeadOutcomeCell, leadOutcomeText } from './LeadOutcomeCell.js';
import { LeadDeliveryCell } from './LeadDeliveryCell.js';
import { ContactCell } from './LeadList.js';
import { DetailList } from './LeadDialog.js';
import { LeadsPanel } from './LeadsPanel.js';
import { LeadPlanDetails } from './LeadPlanDetails.js';
import { LeadNeedsLines, leadNeedItems } from './LeadNeeds.js';
import { LEAD_STATUS_WORDS, LeadStatusesExplained } from './LeadStatusesExplained.js';
import type { ReactNode } from 'react';

const Col = DataTable.Col<ProviderLeadDto>;

/** Leads for one provider: type part of its name (the providers list's search, q). */
const providerFilter = (
  <ReferenceInput key="providerId" source="providerId" reference={RESOURCES.providers} alwaysOn>
    <AutocompleteInput
      label="Provider"
      optionText="businessName"
      filterToQuery={(q: string) => ({ q })}
      helperText={false}
      size="small"
      margin="none"
      sx={{ minWidth: 260 }}
    />
  </ReferenceInput>
);

const referral = (lead: ProviderLeadDto) => (lead.hasReferralId && lead.referralId ? lead.referralId : 'None');

function providerLeadDetails(lead: ProviderLeadDto) {
  return (
    <DetailList
      items={[
        ['Received', formatAuDateTime(lead.createdAt)],
        ['Provider', lead.providerName],
        ...leadContactRows(lead),
        ...leadNeedItems(lead),
        ['Referral ID', lead.referralId],
        ['Self-managing', yesNo(lead.selfManagement)],
        [LEAD_STATUS_WORDS.outcome.label, `${leadOutcomeText(lead)}. ${LEAD_STATUS_WORDS.outcome.explained}`],
        // Only leads sent from a plan quote carry a plan; the others look as they always have.
        ...(lead.plan ? [['Plan', <LeadPlanDetails key="p" plan={lead.plan} />] as [string, ReactNode]] : []),
        [
          'Email to provider',
          lead.heldAt ? (
            'Not emailed: the provider had not joined Homeward when the family asked, so the team took the request (Requests for providers not on Homeward)'
          ) : (
            <LeadDeliveryCell key="d" resource={RESOURCES.providerLeads} lead={lead} />
          ),
        ],
      ]}
    />
  );
}

export function ProviderLeadsPanel() {
  return (
    <>
      <LeadStatusesExplained />
      <LeadsPanel<ProviderLeadDto>
        resource={RESOURCES.providerLeads}
        storeKey="homeward.leads.provider"
        loadingText="Loading provider leads..."
        emptyTitle="No provider leads yet"
        emptyDescription="Leads will appear here when users connect with providers"
        exportFileName="provider-leads"
        foldBelow="xl"
        listPath={paths.providerLeads}
        leadPath={paths.providerLead}
        dialogTitle="Provider lead"
        details={providerLeadDetails}
        extraFilters={[providerFilter]}
      >
        <Col source="createdAt" label="Date" render={(l) => <Box sx={{ minWidth: 100 }}>{formatAuDateTime(l.createdAt)}</Box>} />
        <Col
          source="name"
          label="Contact"
          render={(l) => (
            <>
              <ContactCell
                name={l.name}
                email={l.email}
                phone={l.phone}
                extra={`Postcode ${l.postcode} · ${l.serviceLevel} · Referral ID: ${referral(l)} · Self-managing: ${yesNo(l.selfManagement)}${l.plan ? ' · Plan attached' : ''}`}
              />
              <LeadNeedsLines lead={l} />
            </>
          )}
        />
        <Col source="postcode" label="Postcode" {...WIDE_ONLY} />
        <Col source="providerName" label="Provider" render={(l) => <Box sx={{ minWidth: 110 }}>{l.providerName}</Box>} />
        <Col source="serviceLevel" label="Service level" {...WIDE_ONLY} render={(l) => <Box sx={{ minWidth: 120 }}>{l.serviceLevel}</Box>} />
        <Col label="Referral ID" disableSort {...WIDE_ONLY} render={referral} />
        <Col source="selfManagement" label="Self-managing" {...WIDE_ONLY} render={(l) => yesNo(l.selfManagement)} />
        {/* The provider's outcome sits under the status, not in a column of its own: the row's last columns
          ("Email to provider", Open) must stay on screen on a 1280px laptop. */}
        <Col
          source="status"
          label="Statuses"
          render={(l) => (
            <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }} data-testid="lead-statuses">
              <Typography component="span" variant="caption">
                {LEAD_STATUS_WORDS.status.label}:
              </Typography>
              <LeadStatusBadge status={l.status} />
              <Typography component="span" variant="caption">
                {LEAD_STATUS_WORDS.outcome.label}:
              </Typography>
              <LeadOutcomeCell lead={l} />
            </Box>
          )}
        />
        <Col label="Email to provider" disableSort render={(l) => <LeadDeliveryCell resource={RESOURCES.providerLeads} lead={l} />} />
      </LeadsPanel>
    </>
  );
}
