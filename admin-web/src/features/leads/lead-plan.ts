import { leadPlanTotals, planLinePriceText, quantityText, type ProviderLeadPlanDto } from '@homeward/domain';
import { formatMoney } from '../../lib/format.js';

export interface PlanTable {
  /** One row per service: name, quantity in its unit ("3 hours a week"), price per unit or why there is none. */
  rows: Array<{ key: number; service: string; quantity: string; price: string; priced: boolean }>;
  /** Label/value pairs under the table: weekly and quarterly cost, and the budget left when known. */
  totals: Array<[label: string, value: string]>;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** What the provider lead dialog shows of the plan a lead was sent with, in plain words. */
export function describeLeadPlan(plan: ProviderLeadPlanDto): PlanTable {
  return {
    rows: plan.services.map((s) => ({
      key: s.serviceId,
      service: s.serviceName,
      quantity: `${quantityText(s.perWeek, s.unit)} a week`,
      price: capitalised(planLinePriceText(s)),
      priced: s.status === 'priced',
    })),
    totals: leadPlanTotals(plan, formatMoney),
  };
}
