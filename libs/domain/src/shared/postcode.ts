import type { LocationDto } from './api-types.js';

/**
 * An Australian postcode is four digits. Whether one exists is a separate question, answered by the
 * locations table (GET /api/locations/:postcode).
 */
export const POSTCODE_PATTERN = /^\d{4}$/;

/** What each audience is told about a postcode that is not four digits. */
export const POSTCODE_MESSAGES = {
  /** API 400s name the field, like every other validation message of the API. */
  api: 'postcode must be 4 digits',
  /** The admin console's provider form. */
  adminForm: 'Enter a 4-digit postcode',
  /** The public lead forms (issue 7). */
  leadForm: 'Please enter a 4-digit Australian postcode',
} as const;

export function isPostcodeFormat(postcode: string | null | undefined): boolean {
  return POSTCODE_PATTERN.test((postcode ?? '').trim());
}

/** GET /api/locations/:postcode: the one call both web apps ask "does this postcode exist?" with. */
export function postcodeLocationsPath(postcode: string): string {
  return `/api/locations/${encodeURIComponent(postcode)}`;
}

/** What the postcode lookup reads of a fetch Response. */
export interface LookupResponse {
  status: number;
  ok: boolean;
  text(): Promise<string>;
}

/**
 * The answer to GET /api/locations/:postcode, read the one way both web apps read it: the postcode's places
 * when it exists; null when the API says there is no such postcode (404, or no places at all); and for any
 * other answer an Error "STATUS: body", so a lookup that failed is never taken for "no such postcode".
 */
export async function readPostcodeLookup(response: LookupResponse): Promise<LocationDto[] | null> {
  if (response.status === 404) return null;
  const body = await response.text();
  if (!response.ok) throw new Error(`${response.status}: ${body}`);
  const places = JSON.parse(body) as LocationDto[];
  return Array.isArray(places) && places.length > 0 ? places : null;
}
