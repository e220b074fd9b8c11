import { LEAD_PLAN } from '@homeward/test-support';
import { describeLeadPlan } from './lead-plan';

describe('describeLeadPlan', () => {
  it('gives each service its quantity in its unit and its price per unit, or why there is none', () => {
    expect(describeLeadPlan(LEAD_PLAN).rows.map(({ service, quantity, price }) => [service, quantity, price])).toEqual([
      ['Personal care', '3 hours a week', '$90.50 an hour'],
      ['Nursing care', '2.5 hours a week', 'Price not published'],
      ['Transport (per trip)', '1 trip a week', 'Not offered'],
      ['Meal delivery (per meal)', '7 meals a week', '$15.00 a meal'],
    ]);
  });

  it.each([
    [
      'part of the plan priced, within the budget',
      LEAD_PLAN,
      [
        ['Weekly cost (priced services only)', '$376.50'],
        ['Quarterly cost (priced services only)', '$4,894.50'],
        ['Budget left', '$596.93 a quarter'],
      ],
    ],
    [
      'the whole plan priced, over the budget',
      { ...LEAD_PLAN, services: [LEAD_PLAN.services[0]], remainingBudget: -12.5 },
      [
        ['Weekly cost', '$376.50'],
        ['Quarterly cost', '$4,894.50'],
        ['Over budget by', '$12.50 a quarter'],
      ],
    ],
    [
      'no classification',
      { ...LEAD_PLAN, classificationId: null, classificationName: null, services: [LEAD_PLAN.services[0]], remainingBudget: null },
      [
        ['Weekly cost', '$376.50'],
        ['Quarterly cost', '$4,894.50'],
      ],
    ],
  ])('totals: %s', (_label, given, totals) => {
    expect(describeLeadPlan(given).totals).toEqual(totals);
  });
});
