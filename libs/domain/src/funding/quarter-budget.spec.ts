import { itGives } from '../shared/spec-tables.fixture.js';
import { CARRY_OVER_RULE } from './guide-facts.js';
import { carryOverCapCents, carryOverLimitWords, interimBudgetCents, isPlainQuarter, quarterBudget, usageAgainst } from './quarter-budget.js';

// Quarterly budgets from CLASSIFICATION_BUDGETS (1 November 2025), in cents.
const CLASS_1 = 268275;
const CLASS_4 = 742410;
const CLASS_8 = 1952659;

describe('interimBudgetCents', () => {
  itGives(interimBudgetCents, '60%% of %p cents is %p cents', [
    [CLASS_1, 160965],
    [CLASS_4, 445446],
    // 11,715.954 rounds to the cent
    [CLASS_8, 1171595],
    [0, 0],
  ]);
});

describe('carryOverCapCents', () => {
  it.each([
    ['classification 1: 10% is $268.28, so $1,000', CLASS_1, 100000],
    ['classification 4: 10% is $742.41, so $1,000', CLASS_4, 100000],
    ['exactly $10,000: 10% equals $1,000', 1000000, 100000],
    ['classification 8: 10% is $1,952.66 (1,952.659 rounded)', CLASS_8, 195266],
    ['classification 8 on interim: 10% of $11,715.95', 1171595, 117160],
  ])('%s', (_name, budget, cap) => {
    expect(carryOverCapCents(budget)).toBe(cap);
  });

  it('says the same rule in words as the guide pages', () => {
    expect(CARRY_OVER_RULE.value).toContain('$1,000 or 10%');
  });
});

describe('quarterBudget', () => {
  it.each([
    // name, full budget, interim, carry-over entered, budget, counted carry-over, capped, total, care management, for services
    ['classification 4, neither option', CLASS_4, false, 0, CLASS_4, 0, false, CLASS_4, 74241, 668169],
    ['classification 4 on interim funding', CLASS_4, true, 0, 445446, 0, false, 445446, 44545, 400901],
    ['classification 4 with $500 carried over', CLASS_4, false, 50000, CLASS_4, 50000, false, 792410, 74241, 718169],
    ['classification 4 with $1,500 carried over: capped at $1,000', CLASS_4, false, 150000, CLASS_4, 100000, true, 842410, 74241, 768169],
    ['classification 8 with $2,000 carried over: capped at $1,952.66', CLASS_8, false, 200000, CLASS_8, 195266, true, 2147925, 195266, 1952659],
    [
      'classification 8, interim, $2,000 carried over: capped at 10% of the interim budget',
      CLASS_8,
      true,
      200000,
      1171595,
      117160,
      true,
      1288755,
      117160,
      1171595,
    ],
    ['a negative carry-over counts as none', CLASS_1, false, -5000, CLASS_1, 0, false, CLASS_1, 26828, 241447],
  ])('%s', (_name, full, interim, entered, budget, carry, capped, total, careManagement, forServices) => {
    expect(quarterBudget({ classificationBudgetCents: full, interim, carryOverCents: entered })).toMatchObject({
      budgetCents: budget,
      carryOverCents: carry,
      carryOverCapped: capped,
      totalCents: total,
      careManagementCents: careManagement,
      forServicesCents: forServices,
    });
  });

  it('is plain only when neither option is used', () => {
    expect(isPlainQuarter(quarterBudget({ classificationBudgetCents: CLASS_4, interim: false, carryOverCents: 0 }))).toBe(true);
    expect(isPlainQuarter(quarterBudget({ classificationBudgetCents: CLASS_4, interim: true, carryOverCents: 0 }))).toBe(false);
    expect(isPlainQuarter(quarterBudget({ classificationBudgetCents: CLASS_4, interim: false, carryOverCents: 1 }))).toBe(false);
  });
});

describe('carryOverLimitWords', () => {
  const CLASS_6 = 1202858;
  it('on interim funding says the limit is on the budget paid, and what it becomes on the full budget', () => {
    // Classification 6 on interim: 10% of $7,217.15 is $721.72, so $1,000; 10% of the full $12,028.58 is $1,202.86.
    expect(carryOverLimitWords(quarterBudget({ classificationBudgetCents: CLASS_6, interim: true, carryOverCents: 0 }))).toBe(
      'Up to $1,000.00 can carry over: the greater of $1,000 or 10% of the budget you are paid while on interim funding ($7,217.15). ' +
        'When your full funding starts, the limit is worked out on the full budget of $12,028.58: up to $1,202.86.',
    );
  });

  it('on the full budget names the budget it is 10% of', () => {
    expect(carryOverLimitWords(quarterBudget({ classificationBudgetCents: CLASS_6, interim: false, carryOverCents: 0 }))).toBe(
      'Up to $1,202.86 can carry over: the greater of $1,000 or 10% of your quarterly budget of $12,028.58.',
    );
  });
});

describe('usageAgainst', () => {
  it.each([
    // The server's rounding: a plain quarter gives POST /api/calculate's own figures.
    ['the full budget, as the server computes it', 390000, CLASS_4, 352410, 52.53],
    ['the interim budget: the same plan uses more of less', 390000, 445446, 55446, 87.55],
    ['over the interim budget', 500000, 445446, -54554, 112.25],
    ['no budget', 100, 0, -100, 0],
  ])('%s', (_name, cost, total, remaining, usage) => {
    expect(usageAgainst(cost, total)).toEqual({ remainingCents: remaining, usagePercentage: usage });
  });
});
