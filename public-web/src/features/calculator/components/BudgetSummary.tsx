/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { palette, typeScale } from '@homeward/theme';
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
import { ErrorAlert } from '../../../components/ui/Alert.js';
import { ProgressBar } from '../../../components/ui/ProgressBar.js';
import { lines, typo } from '../../../components/ui/tool-styles.js';
import { OfficialContributionFigure } from './OfficialContributionFigure.js';

export interface BudgetSummaryProps {
  classification: ClassificationDto | null;
  result: CalculationBreakdown | null;
  hasServices: boolean;
  updating: boolean;
  /** The official contribution, when the person said how they are assessed for fees. */
  official?: OfficialContribution | null;
}

const BAR_TONE = { normal: 'primary', warning: 'warning', alert: 'error' } as const;

const styles = {
  figure: css({ paddingBlock: 10, borderBottom: `1px solid ${lines.divider}` }),
  label: css({ fontSize: typeScale.small.fontSize, color: palette.textSecondary }),
  value: css({ margin: 0, fontSize: typeScale.figure.fontSize, fontWeight: 700, color: palette.text }),
  over: css({ color: palette.error }),
  note: css({ margin: 0, fontSize: typeScale.caption.fontSize, color: palette.textSecondary }),
};

function Figure({ label, value, note, tone }: { label: string; value: string; note?: string; tone?: 'error' }) {
  return (
    <div css={styles.figure}>
      <dt css={styles.label}>{label}</dt>
      <dd css={[styles.value, tone === 'error' && styles.over]}>{value}</dd>
      {note && <dd css={styles.note}>{note}</dd>}
    </div>
  );
}

/** The side panel: weekly and quarterly cost, what is left, the contribution estimate and the usage bar. */
export function BudgetSummary({ classification, result, hasServices, updating, official = null }: BudgetSummaryProps) {
  const budgetCents = classification ? toCents(classification.quarterlyBudget) : 0;
  const split = careManagementSplit(budgetCents);
  const level = result ? usageLevel(result.budgetUsagePercentage) : 'normal';
  const percent = result ? Math.round(result.budgetUsagePercentage) : 0;

  return (
    <div aria-busy={updating} data-testid="budget-summary">
      <h2 id="budget-summary-heading" css={[typo.h3, { marginBottom: 8 }]}>
        Your budget summary
      </h2>
      {classification ? (
        <p css={[typo.body, { marginBottom: 8 }]}>
          Classification {classification.level}: {classification.name}. <strong>Quarterly Budget: {formatAud(budgetCents / 100)}</strong>
        </p>
      ) : (
        <p css={[typo.body, { marginBottom: 8 }]}>Choose your classification to see your budget.</p>
      )}
      {!result && (
        <p css={[typo.body, typo.muted]}>
          {classification && !hasServices
            ? 'Now add hours to at least one service to see your costs.'
            : classification
              ? 'Working out your costs...'
              : 'Then add hours to the services you want.'}
        </p>
      )}
      {result && classification && (
        <>
          <dl css={{ margin: 0 }}>
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
          </dl>
          <div css={{ marginTop: 16 }}>
            <p id="budget-usage-label" css={[typo.body, { fontWeight: 600, marginBottom: 4 }]}>
              {percent}% of your quarterly budget used
            </p>
            <ProgressBar
              value={result.budgetUsagePercentage}
              tone={BAR_TONE[level]}
              height={14}
              aria-labelledby="budget-usage-label"
              data-usage-level={level}
            />
            {level === 'warning' && <p css={[typo.small, { marginTop: 4 }]}>You are close to your budget.</p>}
          </div>
          {level === 'alert' && (
            <ErrorAlert title="Budget Alert">
              These services use more than {CALCULATOR.alertUsagePercent}% of your budget. Try fewer hours, or ask a provider which services matter most for
              you.
            </ErrorAlert>
          )}
          {official && (
            <dl css={{ margin: '16px 0 0', borderTop: `1px solid ${lines.divider}` }}>
              <OfficialContributionFigure official={official} hasIncomeEstimate={result.contributionAmount > 0} />
            </dl>
          )}
        </>
      )}
    </div>
  );
}
