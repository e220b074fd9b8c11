/** @jsxImportSource @emotion/react */
import { memo } from 'react';
import { CARRY_OVER_RULE, carryOverLimitWords, formatCents, INTERIM_FUNDING, type QuarterBudget } from '@homeward/domain';
import { SourceNote } from '../../../components/content/SourceNote.js';
import { CheckboxField } from '../../../components/ui/CheckboxField.js';
import { CarryOverField } from '../../../components/ui/CarryOverField.js';
import { typo } from '../../../components/ui/tool-styles.js';

export interface QuarterOptionsProps {
  interim: boolean;
  onInterimChange(interim: boolean): void;
  carryOverText: string;
  onCarryOverChange(text: string): void;
  /** The chosen classification's quarter; null until one is chosen. */
  quarter: QuarterBudget | null;
}

/** "I'm on interim funding" and "Unspent from last quarter": both change the budget the plan is measured against. */
export const QuarterOptions = memo(function QuarterOptions({ interim, onInterimChange, carryOverText, onCarryOverChange, quarter }: QuarterOptionsProps) {
  const cap = quarter ? formatCents(quarter.carryOverCapCents) : null;
  return (
    <div css={{ display: 'grid', gap: 16, marginTop: 24 }} data-testid="quarter-options">
      <CheckboxField id="calculator-interim" checked={interim} onChange={onInterimChange}>
        I&apos;m on interim funding
      </CheckboxField>
      {interim ? (
        <div data-testid="interim-explained">
          <p css={typo.body}>
            {quarter
              ? `While you wait, you get 60% of your budget: ${formatCents(quarter.budgetCents)} a quarter instead of ${formatCents(quarter.classificationBudgetCents)}.`
              : 'While you wait, you get 60% of your budget.'}{' '}
            When your full funding starts, My Aged Care writes to you and your budget goes up to the full amount. You do not get the rest for the weeks before.
          </p>
          <SourceNote {...INTERIM_FUNDING} prefix="Interim funding from" />
        </div>
      ) : null}
      <CarryOverField id="calculator-carry-over" cap={cap} value={carryOverText} onChange={onCarryOverChange} />
      {/* On interim funding the limit is of the 60% paid: said, as on the statement checker, so nobody wonders which 10%. */}
      {quarter?.interim ? (
        <p css={typo.small} data-testid="calculator-carry-over-limit">
          {carryOverLimitWords(quarter)}
        </p>
      ) : null}
      {quarter?.carryOverCapped ? (
        <p css={typo.body} role="status">
          {`Only ${cap} can carry over, so we use ${cap}, not ${formatCents(quarter.carryOverEnteredCents)}.`}
        </p>
      ) : null}
      <SourceNote {...CARRY_OVER_RULE} prefix="Carry-over rule from" />
    </div>
  );
});
