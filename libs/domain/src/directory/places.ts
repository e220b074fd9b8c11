/**
 * Australian places for the near-me directory and the postcode checks: how typed text ('3056',
 * 'Brunswick', 'Brunswick VIC 3056') is read, how locality names and service areas are normalised for
 * indexed lookups, and the limits and messages of the location and near-me queries.
 */
import { STATE_CODES, type StateCode } from '../shared/constants.js';
import { isPostcodeFormat } from '../shared/postcode.js';

/** GET /api/locations?query=&limit= */
export const LOCATION_SEARCH = { defaultLimit: 10, maxLimit: 20, queryMaxLength: 60 } as const;

export const PROVIDER_SORTS = ['relevance', 'distance'] as const;
export type ProviderSort = (typeof PROVIDER_SORTS)[number];

/** GET /api/providers/search paging and the near-me text. */
export const PROVIDER_SEARCH = {
  defaultLimit: 20,
  maxLimit: 100,
  /** Deep pages cost a scan of everything before them; nobody reads 500 pages of a directory. */
  maxOffset: 10_000,
  nearMaxLength: 100,
  qMaxLength: 100,
  /** services=1,4,...: a provider must offer every one, so a longer list matches nobody anyway. */
  maxServices: 20,
} as const;

export const NEAR_MESSAGES = {
  unknownPlace: 'We could not find that postcode or suburb',
  sortNeedsNear: 'sort=distance needs near (a postcode or suburb)',
  radiusNeedsNear: 'radiusKm needs near (a postcode or suburb)',
} as const;

/**
 * The lookup key of a locality name: lower case, single spaces, typographic apostrophes made plain.
 * 'St  Kilda' -> 'st kilda', 'O’Connor' -> "o'connor".
 */
export function localityKey(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ');
}

/**
 * The lookup key of a provider's service area: a locality key with commas read as spaces, so
 * 'Brunswick, VIC' and 'brunswick vic' are one key. A 4-digit area stays a postcode.
 */
export function serviceAreaKey(text: string): string {
  return localityKey(text.replace(/,/g, ' '));
}

export interface PlaceName {
  locality: string;
  state?: string | null;
}

/**
 * Every service-area key that covers a searched place: its postcode, and for each of its localities the
 * name alone and the name with the state ('brunswick', 'brunswick vic'). A postcode search passes all the
 * postcode's localities; a suburb search passes the one it found.
 */
export function placeMatchKeys(postcode: string, localities: readonly PlaceName[]): string[] {
  const keys = new Set<string>([postcode]);
  for (const l of localities) {
    const name = localityKey(l.locality);
    keys.add(name);
    if (l.state) keys.add(`${name} ${l.state.toLowerCase()}`);
  }
  return [...keys];
}

/** What the visitor typed into 'near', read: a postcode, and/or a locality key, and/or a state. */
export interface PlaceQuery {
  postcode: string | null;
  localityKey: string | null;
  state: StateCode | null;
}

const stateOf = (token: string): StateCode | null => {
  const upper = token.toUpperCase();
  return (STATE_CODES as readonly string[]).includes(upper) ? (upper as StateCode) : null;
};

/**
 * '3056' -> postcode; 'Brunswick' -> locality; 'Brunswick VIC', 'Brunswick, VIC 3056', 'brunswick 3056 vic'
 * -> locality with state and/or postcode. A trailing postcode and a trailing state code are each taken once,
 * in either order ('VIC' alone is read as a name, and found nowhere). Returns null for blank text.
 */
export function parsePlaceQuery(text: string | null | undefined): PlaceQuery | null {
  const tokens = localityKey((text ?? '').replace(/,/g, ' '))
    .split(' ')
    .filter((t) => t !== '');
  if (tokens.length === 0) return null;
  let postcode: string | null = null;
  let state: StateCode | null = null;
  for (let i = 0; i < 2 && tokens.length > 0; i += 1) {
    const last = tokens[tokens.length - 1];
    if (postcode === null && isPostcodeFormat(last)) {
      postcode = last;
      tokens.pop();
    } else if (state === null && tokens.length > 1 && stateOf(last)) {
      // A state code only counts after a name ('VIC' alone is not a place).
      state = stateOf(last);
      tokens.pop();
    }
  }
  const locality = tokens.length > 0 ? tokens.join(' ') : null;
  if (locality === null && postcode === null) return null;
  return { postcode, localityKey: locality, state };
}

/** Distances in responses: kilometres to 1 decimal place. */
export function roundDistanceKm(km: number): number {
  return Math.round(km * 10) / 10;
}

/** A label for a place, as the autocomplete shows it and as 'near' reads it back: 'Brunswick VIC 3056'. */
export function placeLabel(place: { locality: string; state: string; postcode: string }): string {
  return `${place.locality} ${place.state} ${place.postcode}`;
}
