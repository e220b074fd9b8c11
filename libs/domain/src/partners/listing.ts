import { PRICE_TIME_LABELS, type PriceTime } from '../pricing/indicative-prices.js';
import { formatAud } from '../shared/money.js';

/**
 * A provider's own listing: which fields a provider user changes at once and which wait for an
 * admin's approval. The field rules and messages are the admin form's (PROVIDER_LIMITS, PROVIDER_RULES,
 * priceListErrors): one home, read by the API's DTOs and both forms.
 */

/** Applied at once through the providers' single write service: the directory changes with them. */
export const LIVE_LISTING_FIELDS = [
  'phone',
  'email',
  'servicesOffered',
  'serviceAreas',
  'languages',
  'diverseNeeds',
  'registrationCategories',
  'acceptingNewClients',
] as const;
export type LiveListingField = (typeof LIVE_LISTING_FIELDS)[number];

/** Public words about the business: a change waits in the moderation queue until an admin approves it. */
export const MODERATED_LISTING_FIELDS = ['businessName', 'website', 'description'] as const;
export type ModeratedListingField = (typeof MODERATED_LISTING_FIELDS)[number];

export const MODERATED_FIELD_LABELS: Readonly<Record<ModeratedListingField, string>> = {
  businessName: 'Business name',
  website: 'Website',
  description: 'Description',
};

/**
 * What a moderation request can change: the public words above, a price held after the provider confirmed an
 * unusual figure (price-checks.ts), and a service area outside the provider's own states.
 */
export const MODERATION_FIELDS = [...MODERATED_LISTING_FIELDS, 'price', 'serviceArea'] as const;
export type ModerationField = (typeof MODERATION_FIELDS)[number];

export const MODERATION_FIELD_LABELS: Readonly<Record<ModerationField, string>> = {
  ...MODERATED_FIELD_LABELS,
  price: 'Price',
  serviceArea: 'Service area',
};

/** What a request changes, in words: 'Business name', 'Price: Personal care, weekday daytime', 'Service area'. */
export function moderationSubject(r: { field: ModerationField; serviceName?: string | null; timeBand?: string | null }): string {
  if (r.field !== 'price') return MODERATION_FIELD_LABELS[r.field];
  const when = r.timeBand && r.timeBand in PRICE_TIME_LABELS ? PRICE_TIME_LABELS[r.timeBand as PriceTime].toLowerCase() : null;
  return [`Price: ${r.serviceName ?? 'a service'}`, when].filter(Boolean).join(', ');
}

/** A request's value as shown: a price in dollars ('$975.00'), anything else as it is. */
export function moderationValue(r: { field: ModerationField }, value: string | null): string | null {
  if (value === null || r.field !== 'price') return value;
  const amount = Number(value);
  return Number.isFinite(amount) ? formatAud(amount) : value;
}

/** Every field of the listing a provider edits: the public words first, then what changes at once. */
export const PARTNER_LISTING_FIELDS = [...MODERATED_LISTING_FIELDS, ...LIVE_LISTING_FIELDS] as const;

export const MODERATION_STATUSES = ['pending', 'approved', 'rejected', 'superseded'] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];

export const MODERATION_RULES = { reasonMaxLength: 500 } as const;
export const MODERATION_MESSAGES = {
  reason: `reason must say why, in 1 to ${MODERATION_RULES.reasonMaxLength} characters`,
  notPending: 'This change has already been decided',
} as const;

/** The portal's own checks on top of the admin form's rules (a provider types these itself). */
export const PARTNER_LISTING_MESSAGES = {
  phone: 'phone must be an Australian phone number, for example 02 9876 5432, 0412 345 678 or 1300 123 456',
} as const;

export function isModeratedField(field: string): field is ModeratedListingField {
  return (MODERATED_LISTING_FIELDS as readonly string[]).includes(field);
}

/** A moderated field's value as stored and compared: trimmed text, blank is no value. */
export function moderatedValue(value: string | null | undefined): string | null {
  const text = typeof value === 'string' ? value.trim() : '';
  return text === '' ? null : text;
}
