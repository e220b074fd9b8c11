import { centsToAmount, centsToDecimalString, toCents, type PricedLeadPlan, type ProviderLeadPlanDto } from '@homeward/domain';
import type { ProviderLead } from './entities/provider-lead.entity.js';

/** The provider lead columns that hold a priced plan. */
export type ProviderLeadPlanColumns = Pick<ProviderLead, 'plan' | 'planWeeklyCost' | 'planQuarterlyCost' | 'planRemainingBudget'>;

export const NO_PLAN: ProviderLeadPlanColumns = { plan: null, planWeeklyCost: null, planQuarterlyCost: null, planRemainingBudget: null };

/** The columns that store a priced plan (money as the decimal strings the other money columns hold). */
export function planColumns(priced: PricedLeadPlan): ProviderLeadPlanColumns {
  return {
    plan: priced.plan,
    planWeeklyCost: centsToDecimalString(priced.weeklyCents),
    planQuarterlyCost: centsToDecimalString(priced.quarterlyCents),
    planRemainingBudget: priced.remainingBudgetCents === null ? null : centsToDecimalString(priced.remainingBudgetCents),
  };
}

/** The stored plan as the admin API sends it; null for a lead without one. */
export function toProviderLeadPlanDto(lead: ProviderLeadPlanColumns): ProviderLeadPlanDto | null {
  const { plan, planWeeklyCost: weekly, planQuarterlyCost: quarterly } = lead;
  const left = lead.planRemainingBudget ?? null;
  if (!plan || weekly === null || weekly === undefined || quarterly === null || quarterly === undefined) return null;
  const money = (value: string | number) => centsToAmount(toCents(value));
  return {
    classificationId: plan.classificationId ?? null,
    classificationName: plan.classificationName ?? null,
    services: Array.isArray(plan.services) ? plan.services : [],
    weeklyCost: money(weekly),
    quarterlyCost: money(quarterly),
    remainingBudget: left === null ? null : money(left),
  };
}
