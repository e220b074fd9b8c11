import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  CARE_MANAGEMENT,
  CLASSIFICATION_BUDGETS,
  OFFICIAL_CONTRIBUTION_RATES,
  careManagementSplit,
  formatAud,
  formatFactDate,
  toCents,
  type CalculationBreakdown,
  type CalculationLine,
  type ClassificationDto,
  type OfficialContribution,
} from '@homeward/domain';
import {
  LIFETIME_CAP_TEXT,
  OFFICIAL_CONTRIBUTION_LABEL,
  basisLabel,
  categoryLineText,
  officialAmountText,
} from '../official-contribution-text.js';
import { SITE_NAME, SITE_ORIGIN } from '../../../config.js';
import { paths } from '../../../app/paths.js';

export interface PrintSummaryProps {
  classification: ClassificationDto | null;
  result: CalculationBreakdown | null;
  lines: CalculationLine[];
  income: number;
  official?: OfficialContribution | null;
}

const cell = { border: '1px solid #999', p: '6px 8px', textAlign: 'left', verticalAlign: 'top' } as const;
const num = { ...cell, textAlign: 'right', whiteSpace: 'nowrap' } as const;

/** Shown only on paper (Export PDF): the chosen services as a table and the totals, in black on white. */
export function PrintSummary({ classification, result, lines, income, official = null }: PrintSummaryProps) {
  if (!classification || !result) return null;
  const split = careManagementSplit(toCents(classification.quarterlyBudget));
  return (
    <Box className="calculator-print-only" sx={{ color: '#000', fontSize: '11pt' }}>
      <Typography component="h2" sx={{ fontSize: '18pt', fontWeight: 700, mb: 1 }}>
        Support at Home budget estimate
      </Typography>
      <Typography sx={{ fontSize: '11pt', mb: 2 }}>
        Classification {classification.level}: {classification.name}. Quarterly budget{' '}
        {formatAud(Number(classification.quarterlyBudget))} (budgets from {formatFactDate(CLASSIFICATION_BUDGETS.asOf)}).
        {income > 0 && ` Weekly income entered: ${formatAud(income)}.`}
        {official && ` How you are assessed for fees: ${basisLabel(official.basis)}.`}
      </Typography>
      <Box component="table" sx={{ borderCollapse: 'collapse', width: '100%', mb: 2 }}>
        <thead>
          <tr>
            <Box component="th" sx={cell}>Service</Box>
            <Box component="th" sx={num}>Hours a week</Box>
            <Box component="th" sx={num}>Price an hour</Box>
            <Box component="th" sx={num}>Weekly cost</Box>
            <Box component="th" sx={num}>Quarterly cost</Box>
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => (
            <tr key={l.serviceId}>
              <Box component="td" sx={cell}>{l.serviceName} ({l.category})</Box>
              <Box component="td" sx={num}>{l.hoursPerWeek}</Box>
              <Box component="td" sx={num}>{formatAud(l.hourlyRate)}</Box>
              <Box component="td" sx={num}>{formatAud(l.weeklyCost)}</Box>
              <Box component="td" sx={num}>{formatAud(l.quarterlyCost)}</Box>
            </tr>
          ))}
          <tr>
            <Box component="th" sx={cell} scope="row" colSpan={3}>Total</Box>
            <Box component="td" sx={{ ...num, fontWeight: 700 }}>{formatAud(result.totalWeeklyCost)}</Box>
            <Box component="td" sx={{ ...num, fontWeight: 700 }}>{formatAud(result.totalQuarterlyCost)}</Box>
          </tr>
        </tbody>
      </Box>
      <Box component="ul" sx={{ pl: 3, m: 0, '& li': { mb: 0.5 } }}>
        <li>
          {result.remainingBudget < 0 ? 'Over budget by' : 'Remaining budget each quarter'}: {formatAud(Math.abs(result.remainingBudget))}{' '}
          ({Math.round(result.budgetUsagePercentage)}% of the budget used).
        </li>
        {result.contributionAmount > 0 && (
          <li>Estimated contribution you may pay: {formatAud(result.contributionAmount)} a quarter (a guide only).</li>
        )}
        {official && (
          <li>
            {OFFICIAL_CONTRIBUTION_LABEL}: {officialAmountText(official)} ({official.byCategory.map(categoryLineText).join('; ')}).{' '}
            {LIFETIME_CAP_TEXT} Source: {OFFICIAL_CONTRIBUTION_RATES.sourceUrl}
          </li>
        )}
        <li>
          About {formatAud(split.careManagementCents / 100)} ({Math.round(CARE_MANAGEMENT.shareOfBudget * 100)}%) of the budget goes to
          care management, leaving about {formatAud(split.servicesCents / 100)} for services.
        </li>
        <li>Prices are typical rates. Your provider sets its own prices.</li>
      </Box>
      <Typography sx={{ fontSize: '9pt', mt: 2 }}>
        Made with the {SITE_NAME} funding calculator, {SITE_ORIGIN}{paths.calculator}. {SITE_NAME} is independent and not
        part of the Australian Government.
      </Typography>
    </Box>
  );
}
