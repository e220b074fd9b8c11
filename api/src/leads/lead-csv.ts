import { planSummaryText, type CalculatorLeadDto, type ProviderLeadDto, type ProviderLeadPlanDto } from '@homeward/domain';

/** The family's contact columns, named alike in the console's exports and the provider portal's. */
export const LEAD_CONTACT_CSV_COLUMNS = ['name', 'email', 'phone', 'postcode', 'serviceLevel', 'hasReferralId'] as const;

/** A lead's plan as both exports write it: the plan in words, its weekly and quarterly cost (empty without one). */
export const planCsvCells = (plan: ProviderLeadPlanDto | null): unknown[] => [
  plan ? planSummaryText(plan) : null,
  plan?.weeklyCost.toFixed(2) ?? null,
  plan?.quarterlyCost.toFixed(2) ?? null,
];

/** The columns both lead kinds export, first and in this order; each kind then adds its own. */
const CONTACT_CSV_COLUMNS = ['id', 'createdAt', 'status', ...LEAD_CONTACT_CSV_COLUMNS, 'referralId', 'selfManagement'];

const contactCells = (l: CalculatorLeadDto | ProviderLeadDto): unknown[] => [
  l.id,
  l.createdAt,
  l.status,
  l.name,
  l.email,
  l.phone,
  l.postcode,
  l.serviceLevel,
  l.hasReferralId,
  l.referralId,
  l.selfManagement,
];

export const CALCULATOR_CSV_HEADER = [...CONTACT_CSV_COLUMNS, 'services', 'totalWeeklyCost', 'totalQuarterlyCost', 'notes'];

export const calculatorCsvRow = (l: CalculatorLeadDto): unknown[] => [
  ...contactCells(l),
  l.services.map((s) => `${s.serviceName} (${s.hoursPerWeek} h/week)`).join('; '),
  l.totalWeeklyCost.toFixed(2),
  l.totalQuarterlyCost.toFixed(2),
  l.notes,
];

export const PROVIDER_CSV_HEADER = [
  ...CONTACT_CSV_COLUMNS,
  'providerId',
  'providerName',
  'notes',
  'plan',
  'planWeeklyCost',
  'planQuarterlyCost',
  'planRemainingBudget',
];

export const providerCsvRow = (l: ProviderLeadDto): unknown[] => [
  ...contactCells(l),
  l.providerId,
  l.providerName,
  l.notes,
  ...planCsvCells(l.plan),
  l.plan?.remainingBudget?.toFixed(2) ?? null,
];
