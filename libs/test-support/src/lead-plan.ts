import type { ProviderLeadPlanDto } from '@homeward/domain';

/**
 * A provider lead's plan as the API sends it, for every test that shows or describes one: a service of each
 * status (priced, unpriced, not offered) and of each unit (hour, trip, meal), a part-hour quantity, the costs of
 * the priced services alone and a budget it fits within. A test that needs another case spreads this and
 * changes that.
 */
export const LEAD_PLAN: ProviderLeadPlanDto = {
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
