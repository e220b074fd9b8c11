/**
 * Which of several places with the same name a person most likely means. "Sunshine" is Sunshine VIC 3020, a
 * Melbourne suburb of about 10,000 people, far more often than Sunshine NSW 2264, a lakeside village: the
 * better-known place is usually the one in a capital city. The locality table has no population, so a capital
 * city's postcode (Australia Post's metropolitan ranges) stands for "better known", then the state's population.
 */
import { STATE_CODES, type StateCode } from '../shared/constants.js';

/** Street-delivery postcodes of each capital city's metropolitan area (Australia Post's ranges), inclusive. */
export const CAPITAL_CITY_POSTCODES: Readonly<Record<StateCode, ReadonlyArray<readonly [number, number]>>> = {
  NSW: [[2000, 2234]],
  VIC: [[3000, 3207]],
  QLD: [[4000, 4207]],
  WA: [[6000, 6199]],
  SA: [[5000, 5199]],
  TAS: [[7000, 7099]],
  ACT: [
    [2600, 2618],
    [2900, 2920],
  ],
  NT: [[800, 832]],
};

export function isCapitalCityPostcode(postcode: string, state: string): boolean {
  const ranges = CAPITAL_CITY_POSTCODES[state as StateCode];
  const value = Number(postcode);
  return ranges !== undefined && /^\d{4}$/.test(postcode) && ranges.some(([from, to]) => value >= from && value <= to);
}

/** A place as the ranking needs it. */
export interface RankedPlace {
  postcode: string;
  state: string;
}

/** For sorting places of one name: capital-city places first, then the more populous state (STATE_CODES order), then the lower postcode. */
export function comparePlaces(a: RankedPlace, b: RankedPlace): number {
  const capital = Number(isCapitalCityPostcode(b.postcode, b.state)) - Number(isCapitalCityPostcode(a.postcode, a.state));
  if (capital !== 0) return capital;
  const rank = (state: string) => {
    const index = STATE_CODES.indexOf(state as StateCode);
    return index === -1 ? STATE_CODES.length : index;
  };
  return rank(a.state) - rank(b.state) || a.postcode.localeCompare(b.postcode);
}
