/**
 * A provider record's limits beyond the spec's rules (PROVIDER_RULES): text lengths match the database
 * columns, list sizes keep one request bounded. The API's DTOs and the console's form both read them.
 */
import { EMAIL_MAX_LENGTH } from '../shared/constants.js';

export const PROVIDER_LIMITS = {
  businessNameMaxLength: 200,
  contactNameMaxLength: 120,
  emailMaxLength: EMAIL_MAX_LENGTH,
  phoneMaxLength: 40,
  websiteMaxLength: 500,
  addressMaxLength: 255,
  suburbMaxLength: 100,
  descriptionMaxLength: 4000,
  reviewCountMax: 10_000_000,
  displayPriorityMax: 1_000_000,
  servicesOfferedMaxItems: 100,
  serviceAreasMaxItems: 50,
  serviceAreaMaxLength: 100,
  priceRowsMaxItems: 100,
} as const;

/** The form accepts an address without its scheme ('provider.example'); it is stored as https. */
export function normaliseWebsite(website: string): string {
  const trimmed = website.trim();
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}
