import { quotePlan, listsEachServiceOnce, PLAN_MESSAGES } from '../pricing/quote.js';
import { SAMPLE_PRICE_LIST } from '../pricing/price-list.fixture.js';
import { itGives } from '../shared/spec-tables.fixture.js';
import {
  isWholePlanPriced,
  leadPlanTotals,
  planLinePriceText,
  planLineText,
  planSummaryText,
  priceLeadPlan,
  type LeadPlanLine,
  type PlanServiceInfo,
} from './lead-plan.js';
import type { ServiceUnit } from '../pricing/units.js';

const services: PlanServiceInfo = new Map<number, { name: string; unit: ServiceUnit }>([
  [1, { name: 'Nursing care', unit: 'hour' }],
  [2, { name: 'Personal care', unit: 'hour' }],
  [3, { name: 'Domestic assistance', unit: 'hour' }],
  [4, { name: 'Meal delivery (per meal)', unit: 'meal' }],
  [5, { name: 'Transport (per trip)', unit: 'trip' }],
]);
// Offers 1-4; prices 1, 2 and 4 (nursing $150, personal care $98.50, a meal $15.33); 3 unpriced; 5 not offered.
const priceList = SAMPLE_PRICE_LIST;
const level3 = { id: 3, name: 'Level 3', quarterlyBudgetCents: 1_000_000 };

describe('priceLeadPlan', () => {
  it.each([
    {
      label: 'every line priced',
      lines: [
        { serviceId: 1, perWeek: 2 },
        { serviceId: 2, perWeek: 3 },
      ],
      weeklyCents: 59550,
      statuses: ['priced', 'priced'],
      unitPrices: [150, 98.5],
    },
    {
      label: 'a fractional quantity rounds per line, like the calculator',
      lines: [{ serviceId: 4, perWeek: 1.5 }],
      weeklyCents: 2300,
      statuses: ['priced'],
      unitPrices: [15.33],
    },
    {
      label: 'an unpriced line costs nothing and says so',
      lines: [
        { serviceId: 1, perWeek: 1 },
        { serviceId: 3, perWeek: 4 },
      ],
      weeklyCents: 15000,
      statuses: ['priced', 'unpriced'],
      unitPrices: [150, null],
    },
    {
      label: 'a line the provider does not offer costs nothing and says so',
      lines: [
        { serviceId: 5, perWeek: 2 },
        { serviceId: 2, perWeek: 1 },
      ],
      weeklyCents: 9850,
      statuses: ['notOffered', 'priced'],
      unitPrices: [null, 98.5],
    },
    {
      label: 'priced, unpriced and not offered together, in the order sent',
      lines: [
        { serviceId: 3, perWeek: 1 },
        { serviceId: 5, perWeek: 1 },
        { serviceId: 2, perWeek: 2 },
      ],
      weeklyCents: 19700,
      statuses: ['unpriced', 'notOffered', 'priced'],
      unitPrices: [null, null, 98.5],
    },
    { label: 'zero a week', lines: [{ serviceId: 1, perWeek: 0 }], weeklyCents: 0, statuses: ['priced'], unitPrices: [150] },
    { label: 'an empty plan', lines: [], weeklyCents: 0, statuses: [], unitPrices: [] },
  ])('$label', ({ lines, weeklyCents, statuses, unitPrices }) => {
    const priced = priceLeadPlan(lines, services, priceList);
    expect(priced.weeklyCents).toBe(weeklyCents);
    expect(priced.quarterlyCents).toBe(weeklyCents * 13);
    expect(priced.remainingBudgetCents).toBeNull();
    expect(priced.plan.services.map((s) => s.status)).toEqual(statuses);
    expect(priced.plan.services.map((s) => s.unitPrice)).toEqual(unitPrices);
    expect(priced.plan.services.map((s) => s.perWeek)).toEqual(lines.map((l) => l.perWeek));
    expect(priced.plan).toMatchObject({ classificationId: null, classificationName: null });
  });

  it.each([
    // After care management (10% of the budget), as the calculator and the quote say it.
    ['within the budget', 1_000_000, 900_000 - 59550 * 13],
    ['over the budget (negative)', 500_000, 450_000 - 59550 * 13],
  ])('gives the budget left after care management with a classification: %s', (_label, budgetCents, left) => {
    const priced = priceLeadPlan(
      [
        { serviceId: 1, perWeek: 2 },
        { serviceId: 2, perWeek: 3 },
      ],
      services,
      priceList,
      { ...level3, quarterlyBudgetCents: budgetCents },
    );
    expect(priced.remainingBudgetCents).toBe(left);
    expect(priced.plan).toMatchObject({ classificationId: 3, classificationName: 'Level 3' });
  });

  it("equals the plan quote's figures for the same provider", () => {
    const lines = [
      { serviceId: 1, perWeek: 2.25 },
      { serviceId: 3, perWeek: 1 },
      { serviceId: 4, perWeek: 7 },
      { serviceId: 5, perWeek: 2 },
    ];
    const quote = quotePlan(lines, priceList, level3);
    const priced = priceLeadPlan(lines, services, priceList, level3);
    expect([priced.weeklyCents, priced.quarterlyCents, priced.remainingBudgetCents]).toEqual([
      quote.weeklyCents,
      quote.quarterlyCents,
      quote.remainingBudgetCents,
    ]);
  });

  it('names each service and its unit from the catalogue', () => {
    const [meal] = priceLeadPlan([{ serviceId: 4, perWeek: 7 }], services, priceList).plan.services;
    expect(meal).toEqual({ serviceId: 4, serviceName: 'Meal delivery (per meal)', unit: 'meal', perWeek: 7, unitPrice: 15.33, status: 'priced' });
  });

  it('refuses a service the catalogue does not know (the caller checks first)', () => {
    expect(() => priceLeadPlan([{ serviceId: 99, perWeek: 1 }], services, priceList)).toThrow(RangeError);
  });
});

const line = (overrides: Partial<LeadPlanLine>): LeadPlanLine => ({
  serviceId: 2,
  serviceName: 'Personal care',
  unit: 'hour',
  perWeek: 3,
  unitPrice: 90,
  status: 'priced',
  ...overrides,
});

describe('plan wording', () => {
  it.each([
    ['priced by the hour', line({}), 'Personal care: 3 hours a week at $90.00 an hour', '$90.00 an hour'],
    [
      'priced by the trip',
      line({ serviceName: 'Transport (per trip)', unit: 'trip', perWeek: 1, unitPrice: 45.5 }),
      'Transport (per trip): 1 trip a week at $45.50 a trip',
      '$45.50 a trip',
    ],
    [
      'priced by the meal',
      line({ serviceName: 'Meal delivery (per meal)', unit: 'meal', perWeek: 7, unitPrice: 15 }),
      'Meal delivery (per meal): 7 meals a week at $15.00 a meal',
      '$15.00 a meal',
    ],
    [
      'unpriced',
      line({ serviceName: 'Nursing care', perWeek: 2.5, unitPrice: null, status: 'unpriced' }),
      'Nursing care: 2.5 hours a week, price not published',
      'price not published',
    ],
    ['not offered', line({ unitPrice: null, status: 'notOffered' }), 'Personal care: 3 hours a week, not offered', 'not offered'],
  ])('%s', (_label, planLine, text, price) => {
    expect(planLineText(planLine)).toBe(text);
    expect(planLinePriceText(planLine)).toBe(price);
  });

  it.each([
    ['no services', [], 'No services', true],
    ['one line', [line({})], 'Personal care: 3 hours a week at $90.00 an hour', true],
    [
      'lines joined by "; "',
      [line({}), line({ serviceName: 'Nursing care', status: 'unpriced', unitPrice: null })],
      'Personal care: 3 hours a week at $90.00 an hour; Nursing care: 3 hours a week, price not published',
      false,
    ],
  ])('planSummaryText: %s', (_label, lines, text, whole) => {
    expect(planSummaryText({ services: lines })).toBe(text);
    expect(isWholePlanPriced({ services: lines })).toBe(whole);
  });
});

describe('plan checks shared by the calculator, the quote and the lead', () => {
  itGives(listsEachServiceOnce, 'listsEachServiceOnce(%j) is %p', [
    [[], true],
    [[{ serviceId: 1 }, { serviceId: 2 }], true],
    [[{ serviceId: 1 }, { serviceId: 2 }, { serviceId: 1 }], false],
  ]);

  it('words the catalogue checks as /api/calculate does', () => {
    expect(`selectedServices ${PLAN_MESSAGES.duplicateService}`).toBe('selectedServices must list each service once');
    expect(PLAN_MESSAGES.classificationNotFound(9)).toBe('Classification 9 not found');
    expect(PLAN_MESSAGES.servicesNotFound([98, 99])).toBe('Service 98, 99 not found');
  });
});

describe('leadPlanTotals', () => {
  const dollars = (amount: number) => `$${amount.toFixed(2)}`;
  const pricedLine = line({ status: 'priced' });
  const unpricedLine = line({ serviceId: 3, status: 'unpriced', unitPrice: null });

  it('gives weekly and quarterly cost, and the budget left when there is one', () => {
    expect(leadPlanTotals({ services: [pricedLine], weeklyCost: 270, quarterlyCost: 3510, remainingBudget: 6490 }, dollars)).toEqual([
      ['Weekly cost', '$270.00'],
      ['Quarterly cost', '$3510.00'],
      ['Budget left', '$6490.00 a quarter'],
    ]);
  });

  it('marks the costs as priced services only and names the amount over budget with the given label', () => {
    expect(
      leadPlanTotals({ services: [pricedLine, unpricedLine], weeklyCost: 10, quarterlyCost: 130, remainingBudget: -30 }, dollars, 'Over their budget by'),
    ).toEqual([
      ['Weekly cost (priced services only)', '$10.00'],
      ['Quarterly cost (priced services only)', '$130.00'],
      ['Over their budget by', '$30.00 a quarter'],
    ]);
  });

  it('leaves out the budget line without a classification and reads "Over budget by" by default', () => {
    expect(leadPlanTotals({ services: [], weeklyCost: 0, quarterlyCost: 0, remainingBudget: null }, dollars)).toHaveLength(2);
    expect(leadPlanTotals({ services: [], weeklyCost: 0, quarterlyCost: 0, remainingBudget: -1 }, dollars)[2][0]).toBe('Over budget by');
  });
});
