import { PROVIDER_RULES, STATE_CODES, type AdminProviderDto, type StateCode } from '@homeward/domain';
import { isEmail } from '../../lib/login-validation.js';

/** The body of POST /api/admin/providers and of a full PUT /api/admin/providers/:id (location is set by the server). */
export type ProviderInput = Omit<AdminProviderDto, 'id' | 'createdAt' | 'updatedAt' | 'latitude' | 'longitude'>;

/** New provider defaults (spec section 9). */
export const PROVIDER_DEFAULTS = {
  rating: PROVIDER_RULES.ratingDefault,
  reviewCount: PROVIDER_RULES.reviewCountDefault,
  isActive: true,
  isHighlighted: false,
  displayPriority: PROVIDER_RULES.displayPriorityMin,
  servicesOffered: [] as number[],
  serviceAreas: [] as string[],
};

type Validator = (value: unknown) => string | undefined;

const isBlank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/** Flagged isRequired so react-admin marks the label as required. */
export const requiredText = (message: string): Validator & { isRequired: true } =>
  Object.assign((value: unknown) => (isBlank(value) ? message : undefined), { isRequired: true as const });

export const emailFormat: Validator = (value) =>
  isBlank(value) || isEmail(String(value)) ? undefined : 'Enter an email address like name@example.com';

export const postcodeFormat: Validator = (value) =>
  isBlank(value) || /^\d{4}$/.test(String(value).trim()) ? undefined : 'Enter a 4-digit postcode';

export const stateCode: Validator = (value) =>
  isBlank(value) || STATE_CODES.includes(value as StateCode) ? undefined : 'Choose a state or territory';

/** 1 to 5, in steps of 0.1. */
export const ratingRule: Validator = (value) => {
  if (isBlank(value)) return 'Enter a rating from 1 to 5';
  const rating = Number(value);
  if (Number.isNaN(rating) || rating < PROVIDER_RULES.ratingMin || rating > PROVIDER_RULES.ratingMax) {
    return 'Enter a rating from 1 to 5';
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

export const websiteFormat: Validator = (value) => {
  if (isBlank(value)) return undefined;
  try {
    const url = new URL(withProtocol(String(value).trim()));
    return url.hostname.includes('.') ? undefined : 'Enter a web address like www.example.com.au';
  } catch {
    return 'Enter a web address like www.example.com.au';
  }
};

function withProtocol(website: string): string {
  return /^https?:\/\//i.test(website) ? website : `https://${website}`;
}

const optionalText = (value: unknown): string | null => (isBlank(value) ? null : String(value).trim());

/** What the form holds -> the API's input: trimmed, optional blanks as null, numbers as numbers. */
export function toProviderInput(values: Partial<AdminProviderDto>): ProviderInput {
  const website = optionalText(values.website);
  const areas = (values.serviceAreas ?? []).map((a) => String(a).trim()).filter(Boolean);
  return {
    businessName: String(values.businessName ?? '').trim(),
    name: optionalText(values.name),
    email: String(values.email ?? '').trim(),
    phone: String(values.phone ?? '').trim(),
    website: website ? withProtocol(website) : null,
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
  };
}

/** Priority moves by 1 and never goes below 0. */
export function nextPriority(current: number, delta: 1 | -1): number {
  return Math.max(PROVIDER_RULES.displayPriorityMin, Math.round(current || 0) + delta);
}

export function deleteConfirmText(businessName: string): string {
  return `Are you sure you want to delete ${businessName}?`;
}
