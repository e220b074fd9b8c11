import { BUDGET_LEFT_LABELS, type BudgetLeft, CALCULATOR, CARE_MANAGEMENT, formatCents } from '@homeward/domain';

/**
 * The budget summary's words, shared by the side panel, the phone's summary bar and the printed summary so
 * the three never say different things. The figures come from libs/domain (budgetLeft); nothing here changes them.
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
 * The one budget figure, in words: what is left of the quarter after care management (10%) and the plan, or by how
 * much the plan is over. The same label on the summary, the phone bar, the printed page and the quote.
 */
export function budgetLeftText(left: Pick<BudgetLeft, 'leftCents'>): { label: string; amount: string; over: boolean } {
  const over = left.leftCents < 0;
  return {
    label: over ? BUDGET_LEFT_LABELS.over : BUDGET_LEFT_LABELS.left,
    amount: formatCents(Math.abs(left.leftCents)),
    over,
  };
}

/** Under the figure: where the care management share went, and what the quarter holds for services. */
export function budgetLeftNote(left: Pick<BudgetLeft, 'careManagementCents' | 'forServicesCents'>, carriedOver: boolean): string {
  return `Care management takes ${formatCents(left.careManagementCents)} (${CARE_MANAGEMENT_PERCENT}%) of your budget first, leaving ${formatCents(left.forServicesCents)} a quarter for services${carriedOver ? ' (with the carry-over)' : ''}.`;
}
