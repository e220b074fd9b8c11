import { Box } from '@mui/material';
import { DataTable } from 'react-admin';
import { leadPersonRows, type CalculatorLeadDto } from '@homeward/domain';
import { paths } from '../../app/paths.js';
import { WIDE_ONLY } from '../../components/ui/responsive-table.js';
import { RESOURCES } from '../../lib/data-provider.js';
import { describeServices, formatLocalDate, formatMoney, yesNo } from '../../lib/format.js';
import { LeadStatusBadge } from './LeadStatusBadge.js';
import { LeadDeliveryCell } from './LeadDeliveryCell.js';
import { ContactCell } from './LeadList.js';
import { DetailList } from './LeadDialog.js';
import { leadNeedItems } from './LeadNeeds.js';
import { LeadsPanel } from './LeadsPanel.js';

const Col = DataTable.Col<CalculatorLeadDto>;

function ServicesCell({ lead, withCosts = false }: { lead: CalculatorLeadDto; withCosts?: boolean }) {
  const lines = describeServices(lead.services);
  return (
    <Box sx={{ minWidth: 160 }}>
      {lines.length === 0 ? (
        '-'
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </Box>
      )}
      {/* The Cost column folds in here on narrow screens. */}
      {withCosts ? (
        <Box className="narrow-only" sx={{ mt: 0.5 }}>
          {formatMoney(lead.totalWeeklyCost)} a week, {formatMoney(lead.totalQuarterlyCost)} a quarter
        </Box>
      ) : null}
    </Box>
  );
}

function calculatorLeadDetails(lead: CalculatorLeadDto) {
  return (
    <DetailList
      items={[
        ['Received', formatLocalDate(lead.createdAt)],
        ...leadPersonRows(lead),
        ...leadNeedItems(lead),
        ['Referral ID', lead.referralId],
        ['Self-managing', yesNo(lead.selfManagement)],
        ['Services', <ServicesCell key="s" lead={lead} />],
        ['Weekly cost', formatMoney(lead.totalWeeklyCost)],
        ['Quarterly cost', formatMoney(lead.totalQuarterlyCost)],
        ['Email to team', <LeadDeliveryCell key="d" resource={RESOURCES.calculatorLeads} lead={lead} />],
      ]}
    />
  );
}

export function CalculatorLeadsPanel() {
  return (
    <LeadsPanel<CalculatorLeadDto>
      resource={RESOURCES.calculatorLeads}
      storeKey="homeward.leads.calculator"
      loadingText="Loading leads..."
      emptyTitle="No calculator leads yet"
      emptyDescription="Leads will appear here when users submit the calculator form"
      exportFileName="calculator-leads"
      foldBelow="lg"
      listPath={paths.calculatorLeads}
      leadPath={paths.calculatorLead}
      dialogTitle="Calculator lead"
      details={calculatorLeadDetails}
    >
      <Col source="createdAt" label="Date" render={(l) => formatLocalDate(l.createdAt)} />
      <Col
        source="name"
        label="Contact"
        render={(l) => <ContactCell name={l.name} email={l.email} phone={l.phone} extra={`Postcode ${l.postcode} · ${l.serviceLevel}`} />}
      />
      <Col source="postcode" label="Postcode" {...WIDE_ONLY} />
      <Col source="serviceLevel" label="Service level" {...WIDE_ONLY} render={(l) => <Box sx={{ minWidth: 120 }}>{l.serviceLevel}</Box>} />
      <Col label="Services" disableSort render={(l) => <ServicesCell lead={l} withCosts />} />
      <Col
        source="totalQuarterlyCost"
        label="Cost"
        {...WIDE_ONLY}
        render={(l) => (
          <Box sx={{ whiteSpace: 'nowrap' }}>
            {formatMoney(l.totalWeeklyCost)} a week
            <br />
            {formatMoney(l.totalQuarterlyCost)} a quarter
          </Box>
        )}
      />
      <Col source="status" label="Status" render={(l) => <LeadStatusBadge status={l.status} />} />
      <Col label="Email to team" disableSort render={(l) => <LeadDeliveryCell resource={RESOURCES.calculatorLeads} lead={l} />} />
    </LeadsPanel>
  );
}
