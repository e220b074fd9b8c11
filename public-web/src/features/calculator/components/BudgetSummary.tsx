/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { memo, type ReactNode } from 'react';
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
  type QuarterBudget,
} from '@homeward/domain';
import { ErrorAlert } from '../../../components/ui/Alert.js';
import { ProgressBar } from '../../../components/ui/ProgressBar.js';
import { lines, typo } from '../../../components/ui/tool-styles.js';
import {
  CARE_MANAGEMENT_PERCENT,
  OVER_BUDGET_ACTION,
  OVER_BUDGET_MEANING,
  PAY_HEADING,
  ROUGH_ESTIMATE_LABEL,
  ROUGH_ESTIMATE_NOTES,
  budgetAlertText,
  leftForServicesCents,
  leftForServicesText,
} from '../summary-words.js';
import { OfficialContributionFigure } from './OfficialContributionFigure.js';

export interface BudgetSummaryProps {
  classification: ClassificationDto | null;
  result: CalculationBreakdown | null;
  hasServices: boolean;
  updating: boolean;
  /** The official contribution, when the person said how they are assessed for fees. */
  official?: OfficialContribution | null;
  /** The quarter measured against (interim funding, carry-over); the result's remaining and usage already use it. */
  quarter?: QuarterBudget | null;
}

const BAR_TONE = { normal: 'primary', warning: 'warning', alert: 'error' } as const;

const styles = {
  figure: css({ paddingBlock: 10, borderBottom: `1px solid ${lines.divider}` }),
  label: css({ fontSize: typeScale.small.fontSize, color: palette.textSecondary }),
  value: css({ margin: 0, fontSize: typeScale.figure.fontSize, fontWeight: 700, color: palette.text }),
  over: css({ color: palette.error }),
  note: css({ margin: 0, fontSize: typeScale.caption.fontSize, color: palette.textSecondary }),
  overNote: css({ margin: '4px 0 0', fontSize: typeScale.small.fontSize, color: palette.text }),
  rough: css({
    marginTop: 12,
    fontSize: typeScale.small.fontSize,
    // The summary keeps its disclosure triangle (display: list-item); the padding gives it a 44px target.
    '& > summary': { cursor: 'pointer', fontWeight: 600, paddingBlock: 10 },
  }),
};

function Figure({ label, value, note, tone, children }: { label: string; value: string; note?: string; tone?: 'error'; children?: ReactNode }) {
  return (
    <div css={styles.figure}>
      <dt css={styles.label}>{label}</dt>
      <dd css={[styles.value, tone === 'error' && styles.over]}>{value}</dd>
      {note && <dd css={styles.note}>{note}</dd>}
      {children}
    </div>
  );
}

/**
 * The side panel: the weekly and quarterly cost, what is left (before and after care management), the usage
 * bar, and one answer to "what will I pay myself?": the official contribution when the person said how they
 * are assessed, with the spec's income estimate kept beneath it as the rough guide it is.
 */
export const BudgetSummary = memo(function BudgetSummary({
  classification,
  result,
  hasServices,
  updating,
  official = null,
  quarter = null,
}: BudgetSummaryProps) {
  const budgetCents = quarter?.budgetCents ?? (classification ? toCents(classification.quarterlyBudget) : 0);
  const split = quarter ? { careManagementCents: quarter.careManagementCents, servicesCents: quarter.forServicesCents } : careManagementSplit(budgetCents);
  const level = result ? usageLevel(result.budgetUsagePercentage) : 'normal';
  const percent = result ? Math.round(result.budgetUsagePercentage) : 0;
  const over = result ? result.remainingBudget < 0 : false;
  const left = result && classification ? leftForServicesText(leftForServicesCents(classification.quarterlyBudget, result, quarter)) : null;

  return (
    <div aria-busy={updating} data-testid="budget-summary">
      <h2 id="budget-summary-heading" css={[typo.h3, { marginBottom: 8 }]}>
        Your budget summary
      </h2>
      {classification ? (
        <p css={[typo.body, { marginBottom: 8 }]}>
          Classification {classification.level}: {classification.name}. <strong>Quarterly Budget: {formatAud(budgetCents / 100)}</strong>
          {quarter?.interim ? ` (interim funding: 60% of ${formatAud(quarter.classificationBudgetCents / 100)})` : ''}
          {quarter && quarter.carryOverCents > 0 ? (
            <>
              {' '}
              <strong data-testid="carry-over-figure">Plus {formatAud(quarter.carryOverCents / 100)} carried over from last quarter.</strong>
            </>
          ) : null}
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
      {result && classification && left && (
        <>
          <dl css={{ margin: 0 }}>
            <Figure label="Weekly cost" value={formatAud(result.totalWeeklyCost)} />
            <Figure label={`Quarterly cost (${CALCULATOR.weeksPerQuarter} weeks)`} value={formatAud(result.totalQuarterlyCost)} />
            <Figure
              label={over ? 'Over budget by' : 'Remaining budget'}
              value={formatAud(Math.abs(result.remainingBudget))}
              tone={over ? 'error' : undefined}
              note={over ? undefined : 'Your whole quarterly budget minus the quarterly cost.'}
            >
              {over && (
                <dd css={styles.overNote} data-testid="over-budget-meaning">
                  {OVER_BUDGET_MEANING}
                </dd>
              )}
            </Figure>
            <Figure
              label={left.label}
              value={left.amount}
              tone={left.over ? 'error' : undefined}
              note={`About ${formatAud(split.careManagementCents / 100)} (${CARE_MANAGEMENT_PERCENT}%) of your budget pays for care management, leaving about ${formatAud(split.servicesCents / 100)} for services${quarter && quarter.carryOverCents > 0 ? ' (with the carry-over)' : ''}.`}
            />
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
              {budgetAlertText(result.budgetUsagePercentage)} {OVER_BUDGET_ACTION}
            </ErrorAlert>
          )}
          <PayYourself official={official} estimate={result.contributionAmount} />
        </>
      )}
    </div>
  );
});

/** One answer to "what will I pay myself?": the official figure leads; the income estimate follows, labelled. */
function PayYourself({ official, estimate }: { official: OfficialContribution | null; estimate: number }) {
  if (!official && estimate <= 0) return null;
  return (
    <section aria-labelledby="pay-yourself-heading" css={{ marginTop: 16, borderTop: `1px solid ${lines.divider}` }} data-testid="pay-yourself">
      <h3 id="pay-yourself-heading" css={[typo.h4, { margin: '12px 0 0' }]}>
        {PAY_HEADING}
      </h3>
      {official ? (
        <>
          <dl css={{ margin: 0 }}>
            <OfficialContributionFigure official={official} hasIncomeEstimate={false} />
          </dl>
          {estimate > 0 && (
            <details css={styles.rough} data-testid="rough-estimate">
              <summary>
                {ROUGH_ESTIMATE_LABEL}: {formatAud(estimate)} a quarter
              </summary>
              <p css={[styles.note, { marginTop: 4 }]}>{ROUGH_ESTIMATE_NOTES.withOfficial}</p>
            </details>
          )}
        </>
      ) : (
        <dl css={{ margin: 0 }}>
          <Figure label="Your estimated contribution" value={`${formatAud(estimate)} a quarter`} note={ROUGH_ESTIMATE_NOTES.withoutOfficial} />
        </dl>
      )}
    </section>
  );
}
