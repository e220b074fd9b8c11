/**
 * A calculator plan sent with a provider lead. The person
 * sends only the plan (classification, services and quantities); the server prices it at that provider's
 * published prices when the lead comes in, and stores the priced plan with the lead.
 */
import { centsToAmount, formatAud } from '../shared/money.js';
import { quotePlan, type PlanLine, type ProviderPriceList } from '../pricing/quote.js';
import { quantityText, unitLabel, type ServiceUnit } from '../pricing/units.js';

/** What a provider lead may carry: the calculator's plan, checked with the plan quote's limits (QUOTE_LIMITS). */
export interface LeadPlanInput {
  classificationId?: number;
  selectedServices: PlanLine[];
}

export const LEAD_PLAN_MESSAGES = {
  /** A plan that is a list, text or a number: checked before its fields, so the answer says what is wrong. */
  notAnObject: 'plan must be an object with selectedServices and an optional classificationId',
} as const;

/** Priced at the provider's standard price; offered without a published price; not offered at all. */
export const PLAN_LINE_STATUSES = ['priced', 'unpriced', 'notOffered'] as const;
export type PlanLineStatus = (typeof PLAN_LINE_STATUSES)[number];

/** One service of a stored plan, as it stood at the provider when the lead came in. */
export interface LeadPlanLine {
  serviceId: number;
  serviceName: string;
  unit: ServiceUnit;
  /** Units a week: hours, trips or meals (the service's unit). */
  perWeek: number;
  /** The provider's standard (weekday daytime) price per unit in dollars; null unless status is 'priced'. */
  unitPrice: number | null;
  status: PlanLineStatus;
}

/** The plan as stored with the lead (JSON): no personal details, so erasing the lead keeps it. */
export interface LeadPlan {
  classificationId: number | null;
  /** The classification's name when one was given ('Level 3 - ...'), for a reader without the catalogue. */
  classificationName: string | null;
  services: LeadPlanLine[];
}

/** A stored plan with its figures, as the admin API sends it (dollars, like the quote). */
export interface ProviderLeadPlanDto extends LeadPlan {
  /** Priced services only, at the provider's prices. */
  weeklyCost: number;
  quarterlyCost: number;
  /** Quarterly budget minus quarterlyCost (negative when over); null without a classification. */
  remainingBudget: number | null;
}

/** The plan priced at one provider, figures in integer cents. */
export interface PricedLeadPlan {
  plan: LeadPlan;
  weeklyCents: number;
  quarterlyCents: number;
  remainingBudgetCents: number | null;
}

/** What pricing needs of each catalogue service. */
export type PlanServiceInfo = ReadonlyMap<number, { name: string; unit: ServiceUnit }>;

/**
 * A plan at one provider's published prices: the figures are quotePlan's, so they are the plan quote's row
 * for that provider to the cent; each line says whether it was priced, is unpriced or is not offered.
 * Every line's service must be in `services` (the caller checks the catalogue first).
 */
export function priceLeadPlan(
  lines: readonly PlanLine[],
  services: PlanServiceInfo,
  priceList: ProviderPriceList,
  classification?: { id: number; name: string; quarterlyBudgetCents: number } | null,
): PricedLeadPlan {
  const quote = quotePlan(lines, priceList, classification ?? null);
  const unpriced = new Set(quote.unpricedServices);
  const missing = new Set(quote.missingServices);
  return {
    plan: {
      classificationId: classification?.id ?? null,
      classificationName: classification?.name ?? null,
      services: lines.map((line) => {
        const service = services.get(line.serviceId);
        if (!service) throw new RangeError(`Service ${line.serviceId} is not in the catalogue`);
        const status: PlanLineStatus = missing.has(line.serviceId) ? 'notOffered' : unpriced.has(line.serviceId) ? 'unpriced' : 'priced';
        const cents = status === 'priced' ? priceList.standardCents.get(line.serviceId)! : null;
        return {
          serviceId: line.serviceId,
          serviceName: service.name,
          unit: service.unit,
          perWeek: line.perWeek,
          unitPrice: cents === null ? null : centsToAmount(cents),
          status,
        };
      }),
    },
    weeklyCents: quote.weeklyCents,
    quarterlyCents: quote.quarterlyCents,
    remainingBudgetCents: quote.remainingBudgetCents,
  };
}

/** True when every service of the plan is offered and priced: the figures are then the whole plan's cost. */
export function isWholePlanPriced(plan: Pick<LeadPlan, 'services'>): boolean {
  return plan.services.every((s) => s.status === 'priced');
}

/** "$90.00 an hour", "price not published", "not offered". */
export function planLinePriceText(line: Pick<LeadPlanLine, 'status' | 'unitPrice' | 'unit'>): string {
  if (line.status === 'notOffered') return 'not offered';
  if (line.status === 'unpriced' || line.unitPrice === null) return 'price not published';
  return `${formatAud(line.unitPrice)} ${unitLabel(line.unit)}`;
}

/**
 * "Personal care: 3 hours a week at $90.00 an hour", "Nursing care: 2 hours a week, price not published",
 * "Transport (per trip): 1 trip a week, not offered". One wording for the email, the console and the CSV.
 */
export function planLineText(line: LeadPlanLine): string {
  const quantity = `${quantityText(line.perWeek, line.unit)} a week`;
  const price = planLinePriceText(line);
  return `${line.serviceName}: ${quantity}${line.status === 'priced' ? ` at ${price}` : `, ${price}`}`;
}

/** The whole plan on one line (the CSV's plan column): its lines joined by '; ', 'No services' when empty. */
export function planSummaryText(plan: Pick<LeadPlan, 'services'>): string {
  return plan.services.length === 0 ? 'No services' : plan.services.map(planLineText).join('; ');
}

/**
 * The figures shown under a stored plan: weekly and quarterly cost (marked "priced services only" when some
 * services have no price), then the budget left or the amount over it when the budget is known. The caller
 * chooses how money looks and how the over-budget line reads, so the console and the lead email can share it.
 */
export function leadPlanTotals(
  plan: Pick<ProviderLeadPlanDto, 'services' | 'weeklyCost' | 'quarterlyCost' | 'remainingBudget'>,
  money: (amount: number) => string,
  overBudgetLabel = 'Over budget by',
): Array<[label: string, value: string]> {
  const part = isWholePlanPriced(plan) ? '' : ' (priced services only)';
  const totals: Array<[label: string, value: string]> = [
    [`Weekly cost${part}`, money(plan.weeklyCost)],
    [`Quarterly cost${part}`, money(plan.quarterlyCost)],
  ];
  if (plan.remainingBudget !== null) {
    totals.push(
      plan.remainingBudget < 0 ? [overBudgetLabel, `${money(-plan.remainingBudget)} a quarter`] : ['Budget left', `${money(plan.remainingBudget)} a quarter`],
    );
  }
  return totals;
}
