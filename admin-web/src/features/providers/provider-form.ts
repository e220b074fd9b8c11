import {
  DIVERSE_NEEDS,
  POSTCODE_MESSAGES,
  PROVIDER_LANGUAGES,
  PROVIDER_RULES,
  REGISTRATION_CATEGORIES,
  STATE_CODES,
  inListOrder,
  isAcceptingNewClients,
  isConfirmedDate,
  isPostcodeFormat,
  normaliseWebsite,
  type AdminProviderDto,
  type ProviderPriceInput,
  type StateCode,
} from '@homeward/domain';
import { isEmailAddress } from '@homeward/domain';
import { toPriceInputs, type PriceRowValues } from './price-list.js';

/** The body of POST /api/admin/providers and of a full PUT /api/admin/providers/:id (location and pricesUpdatedAt are set by the server). */
export type ProviderInput = Omit<AdminProviderDto, 'id' | 'createdAt' | 'updatedAt' | 'latitude' | 'longitude' | 'prices' | 'pricesUpdatedAt' | 'listing'> & {
  prices: ProviderPriceInput[];
};

/** What the form holds: the record, with the price list as typed. */
export type ProviderFormValues = Omit<Partial<AdminProviderDto>, 'prices'> & { prices?: PriceRowValues[] | null };

/** New provider defaults (spec section 9). */
export const PROVIDER_DEFAULTS = {
  rating: PROVIDER_RULES.ratingDefault,
  reviewCount: PROVIDER_RULES.reviewCountDefault,
  isActive: true,
  isHighlighted: false,
  displayPriority: PROVIDER_RULES.displayPriorityMin,
  servicesOffered: [] as number[],
  serviceAreas: [] as string[],
  prices: [] as AdminProviderDto['prices'],
  languages: [] as AdminProviderDto['languages'],
  diverseNeeds: [] as AdminProviderDto['diverseNeeds'],
  acceptingNewClients: null as AdminProviderDto['acceptingNewClients'],
  acceptingConfirmedAt: null as string | null,
  registrationCategories: [] as AdminProviderDto['registrationCategories'],
};

/** Today as YYYY-MM-DD in the admin's own time zone (what "today" means to them). */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

type Validator = (value: unknown) => string | undefined;

const isBlank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/** Flagged isRequired so react-admin marks the label as required. */
export const requiredText = (message: string): Validator & { isRequired: true } =>
  Object.assign((value: unknown) => (isBlank(value) ? message : undefined), { isRequired: true as const });

export const emailFormat: Validator = (value) => (isBlank(value) || isEmailAddress(String(value)) ? undefined : 'Enter an email address like name@example.com');

export const postcodeFormat: Validator = (value) => (isBlank(value) || isPostcodeFormat(String(value)) ? undefined : POSTCODE_MESSAGES.adminForm);

export const stateCode: Validator = (value) => (isBlank(value) || STATE_CODES.includes(value as StateCode) ? undefined : 'Choose a state or territory');

/** 1 to 5, in steps of 0.1. */
export const ratingRule: Validator = (value) => {
  if (isBlank(value)) return `Enter a rating from ${PROVIDER_RULES.ratingMin} to ${PROVIDER_RULES.ratingMax}`;
  const rating = Number(value);
  if (Number.isNaN(rating) || rating < PROVIDER_RULES.ratingMin || rating > PROVIDER_RULES.ratingMax) {
    return `Enter a rating from ${PROVIDER_RULES.ratingMin} to ${PROVIDER_RULES.ratingMax}`;
  }
  if (Math.abs(rating * 10 - Math.round(rating * 10)) > 1e-9) return 'Use at most one decimal place, like 4.5';
  return undefined;
};

/** Whole numbers from 0: display priority and review count. */
export const wholeNumberFromZero =
  (label: string): Validator =>
  (value) => {
    if (isBlank(value)) return undefined;
    const n = Number(value);
    return Number.isInteger(n) && n >= 0 ? undefined : `${label} must be a whole number, 0 or more`;
  };

/** The date a status was confirmed: empty, or a real date not in the future (the API's rule, isConfirmedDate). */
export const confirmedDateRule: Validator = (value) =>
  isBlank(value) || isConfirmedDate(String(value), todayIso()) ? undefined : 'Enter a date that is not in the future';

export const websiteFormat: Validator = (value) => {
  if (isBlank(value)) return undefined;
  try {
    const url = new URL(normaliseWebsite(String(value)));
    return url.hostname.includes('.') ? undefined : 'Enter a web address like www.example.com.au';
  } catch {
    return 'Enter a web address like www.example.com.au';
  }
};

const optionalText = (value: unknown): string | null => (isBlank(value) ? null : String(value).trim());

/** What the form holds -> the API's input: trimmed, optional blanks as null, numbers as numbers. */
export function toProviderInput(values: ProviderFormValues): ProviderInput {
  const website = optionalText(values.website);
  const areas = (values.serviceAreas ?? []).map((a) => String(a).trim()).filter(Boolean);
  return {
    businessName: String(values.businessName ?? '').trim(),
    name: optionalText(values.name),
    email: String(values.email ?? '').trim(),
    leadEmail: optionalText(values.leadEmail),
    phone: String(values.phone ?? '').trim(),
    website: website ? normaliseWebsite(website) : null,
    address: String(values.address ?? '').trim(),
    suburb: String(values.suburb ?? '').trim(),
    state: values.state as StateCode,
    postcode: String(values.postcode ?? '').trim(),
    description: optionalText(values.description),
    rating: Number(values.rating ?? PROVIDER_DEFAULTS.rating),
    reviewCount: Number(values.reviewCount ?? PROVIDER_DEFAULTS.reviewCount),
    isActive: values.isActive ?? PROVIDER_DEFAULTS.isActive,
    isHighlighted: values.isHighlighted ?? PROVIDER_DEFAULTS.isHighlighted,
    displayPriority: Number(values.displayPriority ?? PROVIDER_DEFAULTS.displayPriority),
    servicesOffered: [...new Set((values.servicesOffered ?? []).map(Number))],
    serviceAreas: [...new Set(areas)],
    prices: toPriceInputs(values.prices, (values.servicesOffered ?? []).map(Number)),
    languages: inListOrder(PROVIDER_LANGUAGES, values.languages ?? []),
    diverseNeeds: inListOrder(DIVERSE_NEEDS, values.diverseNeeds ?? []),
    acceptingNewClients: isAcceptingNewClients(values.acceptingNewClients) ? values.acceptingNewClients : null,
    acceptingConfirmedAt:
      isAcceptingNewClients(values.acceptingNewClients) && !isBlank(values.acceptingConfirmedAt) ? String(values.acceptingConfirmedAt).slice(0, 10) : null,
    registrationCategories: inListOrder(
      REGISTRATION_CATEGORIES,
      (values.registrationCategories ?? []).map(Number) as AdminProviderDto['registrationCategories'],
    ),
  };
}

/** Priority moves by 1 and never goes below 0. */
export function nextPriority(current: number, delta: 1 | -1): number {
  return Math.max(PROVIDER_RULES.displayPriorityMin, Math.round(current || 0) + delta);
}

export function deleteConfirmText(businessName: string): string {
  return `Are you sure you want to delete ${businessName}?`;
}
