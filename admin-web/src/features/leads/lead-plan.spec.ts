import type { ProviderLeadPlanDto } from '@homeward/domain';
import { describeLeadPlan } from './lead-plan';

const plan: ProviderLeadPlanDto = {
  classificationId: 3,
  classificationName: 'Classification 3: Low to Medium Support',
  services: [
    { serviceId: 2, serviceName: 'Personal care', unit: 'hour', perWeek: 3, unitPrice: 90.5, status: 'priced' },
    { serviceId: 1, serviceName: 'Nursing care', unit: 'hour', perWeek: 2.5, unitPrice: null, status: 'unpriced' },
    { serviceId: 9, serviceName: 'Transport (per trip)', unit: 'trip', perWeek: 1, unitPrice: null, status: 'notOffered' },
    { serviceId: 12, serviceName: 'Meal delivery (per meal)', unit: 'meal', perWeek: 7, unitPrice: 15, status: 'priced' },
  ],
  weeklyCost: 376.5,
  quarterlyCost: 4894.5,
  remainingBudget: 596.93,
};

describe('describeLeadPlan', () => {
  it('gives each service its quantity in its unit and its price per unit, or why there is none', () => {
    expect(describeLeadPlan(plan).rows.map(({ service, quantity, price }) => [service, quantity, price])).toEqual([
      ['Personal care', '3 hours a week', '$90.50 an hour'],
      ['Nursing care', '2.5 hours a week', 'Price not published'],
      ['Transport (per trip)', '1 trip a week', 'Not offered'],
      ['Meal delivery (per meal)', '7 meals a week', '$15.00 a meal'],
    ]);
  });

  it.each([
    [
      'part of the plan priced, within the budget',
      plan,
      [
        ['Weekly cost (priced services only)', '$376.50'],
        ['Quarterly cost (priced services only)', '$4,894.50'],
        ['Budget left', '$596.93 a quarter'],
      ],
    ],
    [
      'the whole plan priced, over the budget',
      { ...plan, services: [plan.services[0]], remainingBudget: -12.5 },
      [
        ['Weekly cost', '$376.50'],
        ['Quarterly cost', '$4,894.50'],
        ['Over budget by', '$12.50 a quarter'],
      ],
    ],
    [
      'no classification',
      { ...plan, classificationId: null, classificationName: null, services: [plan.services[0]], remainingBudget: null },
      [
        ['Weekly cost', '$376.50'],
        ['Quarterly cost', '$4,894.50'],
      ],
    ],
  ])('totals: %s', (_label, given, totals) => {
    expect(describeLeadPlan(given).totals).toEqual(totals);
  });
});
