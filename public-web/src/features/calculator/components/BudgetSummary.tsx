import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import {
  CALCULATOR,
  careManagementSplit,
  formatAud,
  toCents,
  usageLevel,
  type CalculationBreakdown,
  type ClassificationDto,
  type OfficialContribution,
} from '@homeward/domain';
import { OfficialContributionFigure } from './OfficialContributionFigure.js';

export interface BudgetSummaryProps {
  classification: ClassificationDto | null;
  result: CalculationBreakdown | null;
  hasServices: boolean;
  updating: boolean;
  /** The official contribution, when the person said how they are assessed for fees. */
  official?: OfficialContribution | null;
}

const BAR_COLOUR = { normal: 'primary', warning: 'warning', alert: 'error' } as const;

function Figure({ label, value, note, tone }: { label: string; value: string; note?: string; tone?: 'error' }) {
  return (
    <Box sx={{ py: 1.25, borderBottom: 1, borderColor: 'divider' }}>
      <Box component="dt" sx={{ fontSize: '1rem', color: 'text.secondary' }}>{label}</Box>
      <Box component="dd" sx={{ m: 0, fontSize: '1.5rem', fontWeight: 700, color: tone === 'error' ? 'error.main' : 'text.primary' }}>
        {value}
      </Box>
      {note && <Box component="dd" sx={{ m: 0, fontSize: '0.9375rem', color: 'text.secondary' }}>{note}</Box>}
    </Box>
  );
}

/** The side panel: weekly and quarterly cost, what is left, the contribution estimate and the usage bar. */
export function BudgetSummary({ classification, result, hasServices, updating, official = null }: BudgetSummaryProps) {
  const budgetCents = classification ? toCents(classification.quarterlyBudget) : 0;
  const split = careManagementSplit(budgetCents);
  const level = result ? usageLevel(result.budgetUsagePercentage) : 'normal';
  const percent = result ? Math.round(result.budgetUsagePercentage) : 0;

  return (
    <Box aria-busy={updating} data-testid="budget-summary">
      <Typography variant="h3" component="h2" id="budget-summary-heading" sx={{ mb: 1 }}>
        Your budget summary
      </Typography>
      {classification ? (
        <Typography sx={{ mb: 1 }}>
          Classification {classification.level}: {classification.name}.{' '}
          <strong>Quarterly Budget: {formatAud(budgetCents / 100)}</strong>
        </Typography>
      ) : (
        <Typography sx={{ mb: 1 }}>Choose your classification to see your budget.</Typography>
      )}
      {!result && (
        <Typography sx={{ color: 'text.secondary' }}>
          {classification && !hasServices
            ? 'Now add hours to at least one service to see your costs.'
            : classification
              ? 'Working out your costs...'
              : 'Then add hours to the services you want.'}
        </Typography>
      )}
      {result && classification && (
        <>
          <Box component="dl" sx={{ m: 0 }}>
            <Figure label="Weekly cost" value={formatAud(result.totalWeeklyCost)} />
            <Figure label="Quarterly cost (13 weeks)" value={formatAud(result.totalQuarterlyCost)} />
            <Figure
              label={result.remainingBudget < 0 ? 'Over budget by' : 'Remaining budget'}
              value={formatAud(Math.abs(result.remainingBudget))}
              tone={result.remainingBudget < 0 ? 'error' : undefined}
              note={`Before care management: about ${formatAud(split.careManagementCents / 100)} of your budget goes to care management, leaving about ${formatAud(split.servicesCents / 100)} for services.`}
            />
            {result.contributionAmount > 0 && (
              <Figure
                label="Your estimated contribution"
                value={`${formatAud(result.contributionAmount)} a quarter`}
                note="What you may pay yourself, based on the income you entered."
              />
            )}
          </Box>
          <Box sx={{ mt: 2 }}>
            <Typography id="budget-usage-label" sx={{ fontWeight: 600, mb: 0.5 }}>
              {percent}% of your quarterly budget used
            </Typography>
            <LinearProgress
              variant="determinate"
              value={Math.min(100, Math.max(0, result.budgetUsagePercentage))}
              color={BAR_COLOUR[level]}
              aria-labelledby="budget-usage-label"
              data-usage-level={level}
              sx={{ height: 14, borderRadius: 7, bgcolor: 'grey.300' }}
            />
            {level === 'warning' && (
              <Typography variant="body2" sx={{ mt: 0.5 }}>You are close to your budget.</Typography>
            )}
          </Box>
          {level === 'alert' && (
            <Alert severity="error" sx={{ mt: 2, fontSize: '1rem' }}>
              <AlertTitle sx={{ fontWeight: 700 }}>Budget Alert</AlertTitle>
              These services use more than {CALCULATOR.alertUsagePercent}% of your budget. Try fewer hours, or ask a provider which
              services matter most for you.
            </Alert>
          )}
          {official && (
            <Box component="dl" sx={{ m: 0, mt: 2, borderTop: 1, borderColor: 'divider' }}>
              <OfficialContributionFigure official={official} hasIncomeEstimate={result.contributionAmount > 0} />
            </Box>
          )}
        </>
      )}
    </Box>
  );
}
