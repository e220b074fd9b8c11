import { Injectable, NotFoundException } from '@nestjs/common';
import {
  LOCATION_SEARCH,
  comparePlaces,
  localityKey,
  parsePlaceQuery,
  placeMatchKeys,
  type AreaPlace,
  type GeoPoint,
  type LocationDto,
  type StateCode,
} from '@homeward/domain';
import { LocationRepository, type LocationRow } from './location.repository.js';

/** A place the directory searches around: its centre and the service-area keys that cover it. */
export interface SearchedPlace {
  postcode: string;
  /** The locality found, or null for a postcode search (which covers all of the postcode's localities). */
  locality: string | null;
  state: StateCode;
  centre: GeoPoint;
  /** placeMatchKeys: postcode, locality names, 'name state'. */
  matchKeys: string[];
}

const PLACE_CACHE_SIZE = 2000;
/** Places of one name: the better-known first (a capital city's, then the more populous state's: comparePlaces). */
const byNameThenRank = (a: LocationRow, b: LocationRow) => a.localityKey.localeCompare(b.localityKey) || comparePlaces(a, b);

export const toLocationDto = (r: LocationRow): LocationDto => ({
  postcode: r.postcode,
  locality: r.locality,
  state: r.state,
  latitude: Number(r.latitude),
  longitude: Number(r.longitude),
});

/**
 * The locations table: autocomplete, a postcode's localities, postcode checks for the lead forms, and the
 * place a near-me search is centred on. The table is reference data that never changes while the app runs,
 * so resolved places are kept in a small in-memory map.
 */
@Injectable()
export class LocationsService {
  private readonly places = new Map<string, SearchedPlace | null>();

  constructor(private readonly locations: LocationRepository) {}

  /**
   * Postcode prefix ('30') or locality prefix ('bruns'): exact matches first, then alphabetical; places that share
   * a name come better-known first ('Sunshine' gives Sunshine VIC 3020, a Melbourne suburb, before Sunshine NSW 2264).
   */
  async search(query: string, limit: number = LOCATION_SEARCH.defaultLimit): Promise<LocationDto[]> {
    const text = query.trim();
    if (/^\d{1,4}$/.test(text)) {
      const rows = await this.locations.findByPostcodePrefix(text, limit);
      return rows.map(toLocationDto);
    }
    const key = localityKey(text);
    // Every place of the exact name (a name is shared by at most a few dozen), so the ranking sees them all.
    const exact = (await this.locations.findByLocalityKey(key)).sort(comparePlaces).slice(0, limit);
    const starting = (await this.locations.findByLocalityPrefix(key, limit + exact.length)).sort(byNameThenRank);
    const seen = new Set(exact.map((r) => r.id));
    const found = [...exact, ...starting.filter((r) => !seen.has(r.id))].slice(0, limit);
    if (found.length > 0) return found.map(toLocationDto);
    // 'Brunswick VIC 3056' (an autocomplete label read back): the exact place.
    const parsed = parsePlaceQuery(text);
    if (!parsed?.localityKey || (!parsed.state && !parsed.postcode)) return [];
    return (await this.exactPlaces(parsed.localityKey, parsed.state, parsed.postcode)).slice(0, limit).map(toLocationDto);
  }

  /** Every locality of a postcode, alphabetical; 404 when the postcode is unknown. */
  async byPostcode(postcode: string): Promise<LocationDto[]> {
    const rows = await this.locations.findByPostcode(postcode);
    if (rows.length === 0) throw new NotFoundException(`Postcode ${postcode} not found`);
    return rows.map(toLocationDto);
  }

  isKnownPostcode(postcode: string): Promise<boolean> {
    return this.locations.isKnownPostcode(postcode);
  }

  /**
   * The place 'near' names: a postcode (centred on the mean of its localities), or a suburb with optional
   * state and postcode (an ambiguous name without a state: the better-known place, comparePlaces). Null when
   * nothing matches.
   */
  async resolvePlace(text: string): Promise<SearchedPlace | null> {
    const cacheKey = localityKey(text);
    if (this.places.has(cacheKey)) return this.places.get(cacheKey) ?? null;
    const place = await this.findPlace(text);
    if (this.places.size >= PLACE_CACHE_SIZE) this.places.delete(this.places.keys().next().value as string);
    this.places.set(cacheKey, place);
    return place;
  }

  private async findPlace(text: string): Promise<SearchedPlace | null> {
    const parsed = parsePlaceQuery(text);
    if (!parsed) return null;
    if (parsed.localityKey === null) {
      const rows = await this.locations.findByPostcodeInTableOrder(parsed.postcode!);
      if (rows.length === 0) return null;
      const lat = rows.reduce((sum, r) => sum + Number(r.latitude), 0) / rows.length;
      const lng = rows.reduce((sum, r) => sum + Number(r.longitude), 0) / rows.length;
      return { postcode: rows[0].postcode, locality: null, state: rows[0].state, centre: { lat, lng }, matchKeys: placeMatchKeys(rows[0].postcode, rows) };
    }
    const [best] = await this.exactPlaces(parsed.localityKey, parsed.state, parsed.postcode);
    if (!best) return null;
    return {
      postcode: best.postcode,
      locality: best.locality,
      state: best.state,
      centre: { lat: Number(best.latitude), lng: Number(best.longitude) },
      matchKeys: placeMatchKeys(best.postcode, [best]),
    };
  }

  private async exactPlaces(key: string, state: StateCode | null, postcode: string | null): Promise<LocationRow[]> {
    const rows = await this.locations.findExact(key, state, postcode);
    return rows.sort(comparePlaces);
  }

  /**
   * The localities a typed service area names: a postcode's, or those of a name narrowed by the state and postcode
   * written with it ('Sunshine VIC 3020'); none for text that is not a place.
   */
  async placesNamed(text: string): Promise<AreaPlace[]> {
    const parsed = parsePlaceQuery(text);
    if (!parsed) return [];
    const rows =
      parsed.localityKey === null
        ? await this.locations.findByPostcodeInTableOrder(parsed.postcode!)
        : await this.exactPlaces(parsed.localityKey, parsed.state, parsed.postcode);
    return rows.map((r) => ({ postcode: r.postcode, locality: r.locality, state: r.state }));
  }
}
