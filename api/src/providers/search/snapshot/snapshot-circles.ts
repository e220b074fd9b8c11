import { boundingBox, distanceKm, longitudeStripsOf, squaredChordWithin, unitVector, type GeoPoint, type UnitVector } from '@homeward/domain';
import { DISTANCE_STEPS_KM } from '../near-query.js';
import { byDistance, type Candidate } from '../ordering.js';
import { STRIP_GEOMETRY, type Strip } from './longitude-strips.js';
import type { DirectorySnapshot } from './directory-snapshot.js';
import type { SearchedPlace } from '../../../locations/locations.service.js';

/**
 * Near-me on the snapshot (near-query.ts's NearQuery, step for step): circles found through the longitude
 * strips as the location index finds them, compared by the squared chord on the stored unit vectors (the same
 * doubles, the same arithmetic as the SQL), and the providers whose service areas name the place.
 */

type Matches = (slot: number) => boolean;

/** NEARNESS_SQL of near-query.ts for a unit vector (x, y, z): the same doubles, the same arithmetic, in the same order. */
function squaredChord(x: number, y: number, z: number, c: UnitVector): number {
  const dx = x - c.x;
  const dy = y - c.y;
  const dz = z - c.z;
  return dx * dx + dy * dy + dz * dz;
}

/** The matching located slots in a circle, as the location index and the chord find them (NearQuery.inCircle), unordered. */
export function inCircle(s: DirectorySnapshot, matches: Matches, centre: GeoPoint, radiusKm: number): number[] {
  const box = boundingBox(centre, radiusKm);
  const within = squaredChordWithin(radiusKm);
  const c = unitVector(centre);
  const { first, last } = longitudeStripsOf(box);
  const G = STRIP_GEOMETRY;
  const out: number[] = [];
  const scan = ({ slots, geometry }: Strip) => {
    let lo = 0;
    let hi = slots.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (geometry[mid * G.width + G.latitude]! < box.minLat) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo, at = lo * G.width; i < slots.length; i++, at += G.width) {
      if (geometry[at + G.latitude]! > box.maxLat) break;
      const lng = geometry[at + G.longitude]!;
      if (lng < box.minLng || lng > box.maxLng) continue;
      const chord = squaredChord(geometry[at + G.unitX]!, geometry[at + G.unitY]!, geometry[at + G.unitZ]!, c);
      if (chord <= within && matches(slots[i]!)) out.push(slots[i]!);
    }
  };
  if (last - first + 1 <= s.strips.size) {
    for (let index = first; index <= last; index++) {
      const strip = s.strips.get(index);
      if (strip) scan(strip);
    }
  } else {
    for (const [index, strip] of s.strips) if (index >= first && index <= last) scan(strip);
  }
  return out;
}

/** NearQuery.nearest on the snapshot: the circles of DISTANCE_STEPS_KM until one holds `take`, nearest (then id) first; with a radius, the serving providers too. */
export function nearest(
  s: DirectorySnapshot,
  matches: Matches,
  place: SearchedPlace,
  take: number,
  radiusKm: number | undefined,
): { inCircle: Candidate[]; serving: Candidate[] | undefined } {
  const { centre } = place;
  const c = unitVector(centre);
  // Nearest first by the squared chord, then id (NEAREST_TIE_SQL); the chords worked out once, beside the slots (not in a Map: a
  // circle may hold a thousand and more).
  const byChord = (slots: number[]): number[] => {
    const chords = new Float64Array(slots.length);
    for (const [i, slot] of slots.entries()) chords[i] = squaredChord(s.unitX[slot]!, s.unitY[slot]!, s.unitZ[slot]!, c);
    const order = Array.from(slots.keys()).sort((i, j) => chords[i]! - chords[j]! || s.ids[slots[i]!]! - s.ids[slots[j]!]!);
    return order.map((i) => slots[i]!);
  };
  const steps = radiusKm === undefined ? [...DISTANCE_STEPS_KM] : [...DISTANCE_STEPS_KM.filter((r) => r < radiusKm), radiusKm];
  for (const [i, circle] of steps.entries()) {
    const isLast = i === steps.length - 1;
    const found = inCircle(s, matches, centre, circle);
    if (found.length >= take || (isLast && radiusKm !== undefined)) {
      const nearestFirst = byChord(found)
        .slice(0, take)
        .map((slot) => candidate(s, slot, centre))
        .sort(byDistance);
      return { inCircle: nearestFirst, serving: radiusKm !== undefined ? serving(s, matches, place) : undefined };
    }
  }
  // Without a radius and short of `take` at the largest circle: every matching provider, the unlocated last.
  const located: number[] = [];
  const unlocated: number[] = [];
  for (let slot = 0; slot < s.size; slot++) {
    if (!matches(slot)) continue;
    if (Number.isNaN(s.latitude[slot]!)) unlocated.push(slot);
    else located.push(slot);
  }
  const all = [...byChord(located), ...unlocated.sort((a, b) => s.ids[a]! - s.ids[b]!)].slice(0, take);
  return { inCircle: all.map((slot) => candidate(s, slot, centre)).sort(byDistance), serving: undefined };
}

/** The matching providers whose service areas name the place (the serving half of NearQuery.inCircle). */
export function serving(s: DirectorySnapshot, matches: Matches, place: SearchedPlace): Candidate[] {
  const seen = new Set<number>();
  const out: Candidate[] = [];
  for (const key of place.matchKeys) {
    for (const slot of s.slotsByAreaKey.get(key) ?? []) {
      if (seen.has(slot) || !matches(slot)) continue;
      seen.add(slot);
      out.push(candidate(s, slot, place.centre));
    }
  }
  return out;
}

/** A slot's exact distance from the centre (km), null without coordinates: what toCandidate and cardsJson work out. */
export function distanceOf(s: DirectorySnapshot, slot: number, centre: GeoPoint): number | null {
  const lat = s.latitude[slot]!;
  const lng = s.longitude[slot]!;
  return Number.isNaN(lat) || Number.isNaN(lng) ? null : distanceKm(centre, { lat, lng });
}

/** A slot as ordering.ts's Candidate (what toCandidate makes of a row), with its exact distance from the centre. */
export function candidate(s: DirectorySnapshot, slot: number, centre: GeoPoint): Candidate {
  const lat = s.latitude[slot]!;
  const lng = s.longitude[slot]!;
  const located = !Number.isNaN(lat) && !Number.isNaN(lng);
  return {
    id: s.ids[slot]!,
    latitude: located ? lat : null,
    longitude: located ? lng : null,
    isHighlighted: s.isHighlighted[slot]!,
    displayPriority: s.displayPriority[slot]!,
    rating: s.rating[slot]!,
    businessName: s.businessName[slot]!,
    distance: distanceOf(s, slot, centre),
  };
}
