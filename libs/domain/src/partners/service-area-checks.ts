/**
 * A service area a provider adds in the portal must be a real place: a postcode or a locality from the
 * locations table, in a state the provider works in (its own state and its offices'). A real place in another
 * state waits for the Homeward team; anything else (a typing slip, "=HYPERLINK(...)") is refused with a message
 * that names the field. Pure: the API looks the places up, this decides.
 */
import { parsePlaceQuery, serviceAreaKey } from '../directory/places.js';
import { comparePlaces } from '../directory/place-rank.js';
import type { StateCode } from '../shared/constants.js';

/** A locality the text names, as the locations table has it. */
export interface AreaPlace {
  postcode: string;
  locality: string;
  state: StateCode;
}

export type ServiceAreaVerdict =
  /** Goes live, as `area` (a postcode, or 'Locality STATE'). */
  | { kind: 'live'; area: string }
  /** A real place outside the provider's states: waits for the team. */
  | { kind: 'needsApproval'; area: string; states: StateCode[] }
  | { kind: 'unknown' };

export const SERVICE_AREA_MESSAGES = {
  unknown: (text: string) =>
    `serviceAreas: "${shortened(text)}" is not a postcode or suburb we know. Type a postcode or suburb and choose one of the suggestions.`,
} as const;

function shortened(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 40 ? `${flat.slice(0, 39)}…` : flat;
}

/**
 * The verdict on one added area, given the localities it names (a postcode: all of its localities; a name: the
 * localities of that name, narrowed by the state and postcode written) and the provider's states.
 */
export function judgeServiceArea(text: string, places: readonly AreaPlace[], ownStates: readonly StateCode[]): ServiceAreaVerdict {
  const query = parsePlaceQuery(text);
  if (!query || places.length === 0) return { kind: 'unknown' };
  const own = places.filter((p) => ownStates.includes(p.state)).sort(comparePlaces);
  const isPostcodeOnly = query.localityKey === null;
  const areaOf = (p: AreaPlace) => (isPostcodeOnly ? p.postcode : `${p.locality} ${p.state}`);
  if (own.length > 0) return { kind: 'live', area: areaOf(own[0]!) };
  const sorted = [...places].sort(comparePlaces);
  return { kind: 'needsApproval', area: areaOf(sorted[0]!), states: [...new Set(sorted.map((p) => p.state))] };
}

/** Areas sent that the listing does not already have (compared as the directory matches them). */
export function addedServiceAreas(current: readonly string[], sent: readonly string[]): string[] {
  const have = new Set(current.map(serviceAreaKey));
  const seen = new Set<string>();
  return sent.filter((area) => {
    const key = serviceAreaKey(area);
    if (have.has(key) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
