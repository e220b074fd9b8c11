/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { palette, typeScale } from '@homeward/theme';
import {
  CALCULATOR,
  formatAud,
  usageLevel,
  type BudgetLeft,
  type CalculationBreakdown,
  type OfficialContribution,
  type QuarterBudget,
  type WhatYouPay,
} from '@homeward/domain';
import { ErrorAlert } from '../../../components/ui/Alert.js';
import { ProgressBar } from '../../../components/ui/ProgressBar.js';
import { lines, typo } from '../../../components/ui/tool-styles.js';
import { OVER_BUDGET_ACTION, OVER_BUDGET_MEANING, budgetAlertText, budgetLeftNote, budgetLeftText } from '../summary-words.js';
import { WhatYouPayFigure } from './WhatYouPayFigure.js';
import type { ReactNode } from 'react';

export interface ResultFiguresProps {
  result: CalculationBreakdown;
  left: BudgetLeft;
  /** The official contribution, when the person said how they are assessed for fees. */
  official?: OfficialContribution | null;
  /** The quarter measured against (interim funding, carry-over); the result's usage already uses it. */
  quarter?: QuarterBudget | null;
  /** The one answer to "what will I pay?". */
  pay?: WhatYouPay | null;
}

const BAR_TONE = { normal: 'primary', warning: 'warning', alert: 'error' } as const;

const styles = {
  figure: css({ paddingBlock: 10, borderBottom: `1px solid ${lines.divider}` }),
  label: css({ fontSize: typeScale.small.fontSize, color: palette.textSecondary }),
  value: css({ margin: 0, fontSize: typeScale.figure.fontSize, fontWeight: 700, color: palette.text }),
  over: css({ color: palette.error }),
  note: css({ margin: 0, fontSize: typeScale.caption.fontSize, color: palette.textSecondary }),
  overNote: css({ margin: '4px 0 0', fontSize: typeScale.small.fontSize, color: palette.text }),
};

function Figure({
  label,
  value,
  valueTestId,
  note,
  tone,
  children,
}: {
  label: string;
  value: string;
  valueTestId?: string;
  note?: string;
  tone?: 'error';
  children?: ReactNode;
}) {
  return (
    <div css={styles.figure}>
      <dt css={styles.label}>{label}</dt>
      <dd css={[styles.value, tone === 'error' && styles.over]} data-testid={valueTestId}>
        {value}
      </dd>
      {note && <dd css={styles.note}>{note}</dd>}
      {children}
    </div>
  );
}

/**
 * The summary's figures once there is a result: the weekly and quarterly cost, one budget figure (what is left
 * after care management, the same on the phone bar, the printed page and the quote), the usage bar, and one
 * answer to "what will I pay myself?" a fortnight, a month and a quarter. In the results chunk: nothing here
 * is needed before a plan has a cost (lazy-results.tsx).
 */
export function ResultFigures({ result, left, official = null, quarter = null, pay = null }: ResultFiguresProps) {
  const level = usageLevel(result.budgetUsagePercentage);
  const percent = Math.round(result.budgetUsagePercentage);
  const words = budgetLeftText(left);
  return (
    <>
      <dl css={{ margin: 0 }}>
        <Figure label="Weekly cost" value={formatAud(result.totalWeeklyCost)} />
        <Figure label={`Quarterly cost (${CALCULATOR.weeksPerQuarter} weeks)`} value={formatAud(result.totalQuarterlyCost)} />
        <Figure
          label={words.label}
          value={words.amount}
          valueTestId="budget-left"
          tone={words.over ? 'error' : undefined}
          note={budgetLeftNote(left, (quarter?.carryOverCents ?? 0) > 0)}
        >
          {words.over && (
            <dd css={styles.overNote} data-testid="over-budget-meaning">
              {OVER_BUDGET_MEANING}
            </dd>
          )}
        </Figure>
      </dl>
      <div css={{ marginTop: 16 }}>
        <p id="budget-usage-label" css={[typo.body, { fontWeight: 600, marginBottom: 4 }]}>
          {percent}% of your quarterly budget used
        </p>
        <ProgressBar value={result.budgetUsagePercentage} tone={BAR_TONE[level]} height={14} aria-labelledby="budget-usage-label" data-usage-level={level} />
        {level === 'warning' && <p css={[typo.small, { marginTop: 4 }]}>You are close to your budget.</p>}
      </div>
      {level === 'alert' && (
        <ErrorAlert title="Budget Alert">
          {budgetAlertText(result.budgetUsagePercentage)} {OVER_BUDGET_ACTION}
        </ErrorAlert>
      )}
      {pay && <WhatYouPayFigure pay={pay} official={official} />}
    </>
  );
}
