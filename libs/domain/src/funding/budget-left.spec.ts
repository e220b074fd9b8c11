import { quotePlan } from '../pricing/quote.js';
import { budgetLeft, plainQuarter } from './budget-left.js';
import { quarterBudget } from './quarter-budget.js';

// Classification 3's quarterly budget (1 November 2025), in cents.
const CLASS_3 = 549_143;

describe('budgetLeft', () => {
  it('takes care management (10%) out first, then the plan', () => {
    // $5,491.43: care management $549.14, $4,942.29 for services; a plan of $4,573.00 leaves $369.29.
    expect(budgetLeft(plainQuarter(CLASS_3), 457_300)).toEqual({
      leftCents: 36_929,
      over: false,
      careManagementCents: 54_914,
      forServicesCents: 494_229,
    });
  });

  it('says over, with the amount below 0, when the plan costs more than the money for services', () => {
    const left = budgetLeft(plainQuarter(CLASS_3), 520_000);
    expect(left.over).toBe(true);
    expect(left.leftCents).toBe(-25_771);
  });

  it('uses the quarter as adjusted: interim funding and a carry-over', () => {
    const quarter = quarterBudget({ classificationBudgetCents: CLASS_3, interim: true, carryOverCents: 50_000 });
    // 60% is $3,294.86; care management $329.49; with $500 carried over, $3,465.37 for services.
    expect(budgetLeft(quarter, 300_000)).toMatchObject({ leftCents: 46_537, forServicesCents: 346_537, careManagementCents: 32_949 });
  });
});

describe("the plan quote's budget figure is the same rule", () => {
  it('gives what budgetLeft gives for the same quarterly cost', () => {
    const quote = quotePlan(
      [{ serviceId: 1, perWeek: 1.5 }],
      { offeredServiceIds: [1], standardCents: new Map([[1, 8400]]) },
      { quarterlyBudgetCents: CLASS_3 },
    );
    // $84 x 1.5 = $126 a week, $1,638 a quarter.
    expect(quote.quarterlyCents).toBe(163_800);
    expect(quote.remainingBudgetCents).toBe(budgetLeft(plainQuarter(CLASS_3), 163_800).leftCents);
    expect(quote.remainingBudgetCents).toBe(494_229 - 163_800);
  });
});
