/**
 * The one budget figure a family sees: what is left of the quarter for services once care management (10% of
 * the budget) is taken out, less what the plan costs a quarter. The calculator's summary, its phone bar, its
 * printed page, the plan quote and a provider lead all show this figure, so they never disagree.
 */
import { quarterBudget, type QuarterBudget } from './quarter-budget.js';

/** The figure's label, one wording wherever it shows (the calculator, its printed page, the plan quote). */
export const BUDGET_LEFT_LABELS = {
  left: 'Left in your budget after care management',
  over: 'Over your budget after care management by',
} as const;

export interface BudgetLeft {
  /** The quarter's money for services less the plan's quarterly cost; below 0 when the plan costs more. */
  leftCents: number;
  over: boolean;
  /** The care management share taken out first. */
  careManagementCents: number;
  /** What the quarter holds for services (with any carry-over). */
  forServicesCents: number;
}

/** The figure for a plan costing quarterlyCostCents a quarter, against a quarter (interim funding and carry-over included). */
export function budgetLeft(quarter: Pick<QuarterBudget, 'careManagementCents' | 'forServicesCents'>, quarterlyCostCents: number): BudgetLeft {
  const leftCents = quarter.forServicesCents - quarterlyCostCents;
  return { leftCents, over: leftCents < 0, careManagementCents: quarter.careManagementCents, forServicesCents: quarter.forServicesCents };
}

/** A classification's own quarter: full funding, nothing carried over (what a quote priced without those options uses). */
export function plainQuarter(classificationBudgetCents: number): QuarterBudget {
  return quarterBudget({ classificationBudgetCents, interim: false, carryOverCents: 0 });
}
