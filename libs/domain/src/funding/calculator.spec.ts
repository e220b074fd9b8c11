import { itGives } from '../shared/spec-tables.fixture.js';
import {
  annualIncomeFromWeekly,
  calculateFunding,
  contributionRateForAnnualIncome,
  contributionRateForWeeklyIncome,
  hoursRoundedFrom,
  normaliseHours,
  usageLevel,
  type PricedServiceHours,
} from './calculator.js';

// Personal care moved from Independence to Clinical on 1 October 2026: the day before and the day itself.
const BEFORE = '2026-09-30';
const FROM = '2026-10-01';

const nursing: PricedServiceHours = { serviceId: 1, serviceName: 'Nursing care', category: 'Clinical', hourlyRateCents: 15000, hoursPerWeek: 0 };
const personal: PricedServiceHours = { serviceId: 2, serviceName: 'Personal care', category: 'Independence', hourlyRateCents: 10000, hoursPerWeek: 0 };
const cleaning: PricedServiceHours = { serviceId: 3, serviceName: 'Domestic assistance', category: 'Everyday living', hourlyRateCents: 9500, hoursPerWeek: 0 };

describe('contributionRateForAnnualIncome', () => {
  itGives(contributionRateForAnnualIncome, 'annual income %p -> rate %p (each bound included in the lower bracket)', [
    [0, 0],
    [29_999.99, 0],
    [30_000, 0],
    [30_000.01, 0.175],
    [50_000, 0.175],
    [50_000.01, 0.25],
    [80_000, 0.25],
    [80_000.01, 0.35],
    [250_000, 0.35],
  ]);
});

describe('contributionRateForWeeklyIncome', () => {
  itGives(contributionRateForWeeklyIncome, 'weekly income %p -> rate %p', [
    [undefined, 0],
    [null, 0],
    [0, 0],
    [-100, 0],
    [576.92, 0], // 29,999.84 a year
    [576.93, 0.175], // 30,000.36 a year
    [961.53, 0.175], // 49,999.56 a year
    [961.54, 0.25], // 50,000.08 a year
    [1538.46, 0.25], // 79,999.92 a year
    [1538.47, 0.35], // 80,000.44 a year
  ]);

  it('multiplies weekly income by 52 without float drift', () => {
    expect(annualIncomeFromWeekly(1000)).toBe(52_000);
    expect(annualIncomeFromWeekly(576.93)).toBe(30_000.36);
  });
});

describe('calculateFunding', () => {
  const budget = 268275; // classification 1, $2,682.75 a quarter

  it('costs a week as hours x rate and a quarter as 13 weeks', () => {
    const r = calculateFunding({ on: BEFORE, quarterlyBudgetCents: budget, services: [{ ...cleaning, hoursPerWeek: 2 }] });
    expect(r.breakdown).toEqual({
      totalWeeklyCost: 190,
      totalQuarterlyCost: 2470,
      remainingBudget: 212.75,
      contributionAmount: 0,
      budgetUsagePercentage: 92.07, // 247000 / 268275 = 92.0697...
    });
  });

  it('applies the income rate to Independence and Everyday living only, never Clinical', () => {
    // weekly $1,000 -> $52,000 a year -> 25%
    const r = calculateFunding({
      on: BEFORE,
      quarterlyBudgetCents: 1952659,
      coPaymentIncome: 1000,
      services: [
        { ...nursing, hoursPerWeek: 2 }, // 300/wk, 3900/qtr, no contribution
        { ...personal, hoursPerWeek: 3 }, // 300/wk, 3900/qtr
        { ...cleaning, hoursPerWeek: 1 }, // 95/wk, 1235/qtr
      ],
    });
    expect(r.breakdown.totalWeeklyCost).toBe(695);
    expect(r.breakdown.totalQuarterlyCost).toBe(9035);
    expect(r.breakdown.contributionAmount).toBe(1283.75); // (3900 + 1235) x 0.25
    expect(r.breakdown.remainingBudget).toBe(10491.59);
    expect(r.breakdown.budgetUsagePercentage).toBe(46.27); // 903500 / 1952659 = 46.2701...
    expect(r.lines.map((l) => l.contributable)).toEqual([false, true, true]);
    expect(r.contributionRate).toBe(0.25);
  });

  it('gives zero cost at 0 hours', () => {
    const r = calculateFunding({ on: BEFORE, quarterlyBudgetCents: budget, services: [{ ...nursing, hoursPerWeek: 0 }] });
    expect(r.breakdown).toEqual({ totalWeeklyCost: 0, totalQuarterlyCost: 0, remainingBudget: 2682.75, contributionAmount: 0, budgetUsagePercentage: 0 });
  });

  it('allows 168 hours and reports a negative remaining budget when over budget', () => {
    const r = calculateFunding({ on: BEFORE, quarterlyBudgetCents: budget, coPaymentIncome: 2000, services: [{ ...personal, hoursPerWeek: 168 }] });
    expect(r.breakdown.totalWeeklyCost).toBe(16800);
    expect(r.breakdown.totalQuarterlyCost).toBe(218400);
    expect(r.breakdown.remainingBudget).toBe(-215717.25);
    expect(r.breakdown.contributionAmount).toBe(76440); // $104,000 a year -> 35%
    expect(r.breakdown.budgetUsagePercentage).toBe(8140.9); // 21,840,000 / 268,275 = 81.4090... -> 8140.90%
  });

  it('rounds sub-cent line costs to whole cents', () => {
    const r = calculateFunding({ on: BEFORE, quarterlyBudgetCents: budget, services: [{ ...cleaning, hourlyRateCents: 9999, hoursPerWeek: 0.5 }] });
    expect(r.breakdown.totalWeeklyCost).toBe(50); // 4999.5 cents -> 5000
  });
});

describe('calculateFunding on either side of 1 October 2026 (personal care becomes a clinical support)', () => {
  // weekly $1,000 -> $52,000 a year -> 25%; personal care 3 h at $100 = $3,900 a quarter, cleaning 1 h at $95 = $1,235.
  const plan = (on: string) =>
    calculateFunding({
      on,
      quarterlyBudgetCents: 1952659,
      coPaymentIncome: 1000,
      services: [
        { ...personal, hoursPerWeek: 3 },
        { ...cleaning, hoursPerWeek: 1 },
      ],
    });

  it.each([
    ['2025-11-01', 'Independence', true, 1283.75], // (3,900 + 1,235) x 25%
    [BEFORE, 'Independence', true, 1283.75],
    [FROM, 'Clinical', false, 308.75], // 1,235 x 25%: personal care is no longer counted
    ['2027-01-15', 'Clinical', false, 308.75],
  ] as const)('on %s personal care is %s (counted: %p) and the estimate is $%p', (on, category, contributable, contribution) => {
    const r = plan(on);
    expect(r.lines[0]).toMatchObject({ serviceName: 'Personal care', category, contributable });
    expect(r.lines[1]).toMatchObject({ category: 'Everyday living', contributable: true });
    expect(r.breakdown.contributionAmount).toBe(contribution);
    // The cost and the budget do not change: personal care still comes out of the budget.
    expect(r.breakdown.totalQuarterlyCost).toBe(5135);
  });

  it('corrects a line whose category was already given for another date', () => {
    const r = calculateFunding({ on: BEFORE, quarterlyBudgetCents: 268275, services: [{ ...personal, category: 'Clinical', hoursPerWeek: 1 }] });
    expect(r.lines[0].category).toBe('Independence');
  });
});

describe('normaliseHours', () => {
  itGives(normaliseHours, '%p -> %p', [
    ['', 0],
    ['abc', 0],
    [undefined, 0],
    [null, 0],
    [Number.NaN, 0],
    [-3, 0],
    [0, 0],
    [7, 7],
    ['12', 12],
    // Halves, not whole hours: 1.5 hours of cleaning stays 1.5.
    [1.5, 1.5],
    ['1.5', 1.5],
    [2.6, 2.5],
    [2.8, 3],
    [0.2, 0],
    [167.9, 168],
    [168, 168],
    [169, 168],
    ['1e9', 168],
  ]);
});

describe('hoursRoundedFrom', () => {
  it('says when the halves rule changed what was typed', () => {
    expect(hoursRoundedFrom('1.2')).toEqual({ typed: 1.2, counted: 1 });
    expect(hoursRoundedFrom(2.75)).toEqual({ typed: 2.75, counted: 3 });
  });

  it.each([['1.5'], [2], [''], ['abc'], [-1], [500]])('is null for %p: used as typed, or the spec rule without a message', (raw) => {
    expect(hoursRoundedFrom(raw)).toBeNull();
  });
});

describe('usageLevel', () => {
  itGives(usageLevel, '%p%% -> %p', [
    [0, 'normal'],
    [75, 'normal'],
    [75.01, 'warning'],
    [90, 'warning'],
    [90.01, 'alert'],
    [250, 'alert'],
  ]);
});
