import { CALCULATOR, CARE_MANAGEMENT, careManagementSplit, formatAud, toCents, type CalculationBreakdown, type QuarterBudget } from '@homeward/domain';

/**
 * The budget summary's words, shared by the side panel, the phone's summary bar and the printed summary so
 * the three never say different things. The figures come from POST /api/calculate; nothing here changes them.
 */

export const CARE_MANAGEMENT_PERCENT = Math.round(CARE_MANAGEMENT.shareOfBudget * 100);

export const OVER_BUDGET_MEANING =
  'Your provider cannot spend more than your budget. They will ask you to pay the difference yourself, or to cut back services.';

export const OVER_BUDGET_ACTION = 'Try fewer hours, or ask a provider which services matter most for you.';

/** 'These services use 165% of your budget: more than it holds.' The alert's title and when it shows stay the spec's. */
export function budgetAlertText(usagePercentage: number): string {
  const percent = Math.round(usagePercentage);
  return percent > 100
    ? `These services use ${percent}% of your budget: more than it holds.`
    : `These services use ${percent}% of your budget, more than ${CALCULATOR.alertUsagePercent}%, so there is little room left.`;
}

/**
 * What is left for services once care management (10%) is taken out: the quarterly budget's services share
 * minus the quarterly cost, in cents (below 0 when the services cost more than that share). With an adjusted
 * quarter (interim funding, carry-over), its share for services.
 */
export function leftForServicesCents(
  quarterlyBudget: string | number,
  result: Pick<CalculationBreakdown, 'totalQuarterlyCost'>,
  quarter: QuarterBudget | null = null,
): number {
  return (quarter?.forServicesCents ?? careManagementSplit(toCents(quarterlyBudget)).servicesCents) - toCents(result.totalQuarterlyCost);
}

/** 'Left for services after care management (10%)' or 'Over budget after care management (10%) by', with the amount. */
export function leftForServicesText(leftCents: number): { label: string; amount: string; over: boolean } {
  const over = leftCents < 0;
  return {
    label: over
      ? `Over budget after care management (${CARE_MANAGEMENT_PERCENT}%) by`
      : `Left for services after care management (${CARE_MANAGEMENT_PERCENT}%)`,
    amount: formatAud(Math.abs(leftCents) / 100),
    over,
  };
}

export const ROUGH_ESTIMATE_LABEL = 'Rough estimate from your income';

/** Under the income estimate: with the official contribution shown above it, and without (step 4 unanswered). */
export const ROUGH_ESTIMATE_NOTES = {
  withOfficial: 'A rough guide from the weekly income you entered, nothing else. The official contribution above is the one that applies to you.',
  withoutOfficial:
    'A rough guide from the weekly income you entered, nothing else. Answer step 4 (how you are assessed for fees) to see the official contribution, which is the one that applies.',
} as const;

export const PAY_HEADING = 'What you pay yourself';
