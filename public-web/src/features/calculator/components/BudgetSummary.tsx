/** @jsxImportSource @emotion/react */
import { memo, Suspense } from 'react';
import {
  type BudgetLeft,
  type CalculationBreakdown,
  type ClassificationDto,
  formatCents,
  type OfficialContribution,
  type QuarterBudget,
  toCents,
  type WhatYouPay,
} from '@homeward/domain';
import { typo } from '../../../components/ui/tool-styles.js';
import { LazyResultFigures } from './lazy-results.js';

export interface BudgetSummaryProps {
  classification: ClassificationDto | null;
  result: CalculationBreakdown | null;
  hasServices: boolean;
  updating: boolean;
  /** The official contribution, when the person said how they are assessed for fees. */
  official?: OfficialContribution | null;
  /** The quarter measured against (interim funding, carry-over); the result's usage already uses it. */
  quarter?: QuarterBudget | null;
  /** The one budget figure (after care management), from budgetLeft in libs/domain. */
  left?: BudgetLeft | null;
  /** The one answer to "what will I pay?". */
  pay?: WhatYouPay | null;
}

/**
 * The side panel: the budget, then (once the plan has a cost) the result's figures: the costs, one budget figure
 * and one answer to "what will I pay myself?" (ResultFigures, loaded with the result).
 */
export const BudgetSummary = memo(function BudgetSummary({
  classification,
  result,
  hasServices,
  updating,
  official = null,
  quarter = null,
  left = null,
  pay = null,
}: BudgetSummaryProps) {
  const budgetCents = quarter?.budgetCents ?? (classification ? toCents(classification.quarterlyBudget) : 0);

  return (
    <div aria-busy={updating} data-testid="budget-summary">
      <h2 id="budget-summary-heading" css={[typo.h3, { marginBottom: 8 }]}>
        Your budget summary
      </h2>
      {classification ? (
        <p css={[typo.body, { marginBottom: 8 }]}>
          Classification {classification.level}: {classification.name}. <strong>Quarterly Budget: {formatCents(budgetCents)}</strong>
          {quarter?.interim ? ` (interim funding: 60% of ${formatCents(quarter.classificationBudgetCents)})` : ''}
          {quarter && quarter.carryOverCents > 0 ? (
            <>
              {' '}
              <strong data-testid="carry-over-figure">Plus {formatCents(quarter.carryOverCents)} carried over from last quarter.</strong>
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
        <Suspense fallback={<p css={[typo.body, typo.muted]}>Working out your costs...</p>}>
          <LazyResultFigures result={result} left={left} official={official} quarter={quarter} pay={pay} />
        </Suspense>
      )}
    </div>
  );
});
