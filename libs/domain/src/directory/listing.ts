import { distanceKm, type GeoPoint } from './geo.js';
/**
 * Where a listing's facts come from: the government's list of home-care services, the
 * organisation itself once it has claimed its listing, or the Homeward team.
 */

/** official: built from the government's list; team: entered by the Homeward team (the admin form, the demo data). */
export const LISTING_SOURCES = ['official', 'team'] as const;
export type ListingSource = (typeof LISTING_SOURCES)[number];

/** A listing's provenance, on every card and provider page. */
export interface ListingProvenance {
  source: ListingSource;
  /** YYYY-MM-DD: the edition of the government's list the listing was read from; null for a hand-entered listing. */
  officialListDate: string | null;
  /** The list's organisation type ("Charitable", "Private", ...); null when not known. */
  organisationType: string | null;
  /** Someone from the organisation has claimed the listing and the team approved it. */
  claimed: boolean;
  /** ISO instant: when the provider last confirmed or changed its listing; null when never. */
  confirmedAt: string | null;
}

/** Where an office is: its street address and its point. */
export interface OfficePlace {
  address: string;
  suburb: string;
  state: string;
  postcode: string;
  latitude: number;
  longitude: number;
}

/** An office, as the public provider page lists it (nearest first when a place is known). */
export interface ProviderOfficeDto extends OfficePlace {
  id: number;
  /** The list's ABS remoteness class; null when not known. */
  remoteness: string | null;
  /** The estimated distance the provider visits from this office (visitRadiusKm). */
  visitRadiusKm: number;
  /** Km (1 decimal) from the searched place; null without one. */
  distanceKm: number | null;
  /** The office is no longer in the newest list; the team is checking. */
  goneFromList: boolean;
}

/** The ABS remoteness classes as the government's list writes them. */
export const REMOTENESS_CLASSES = ['Major Cities', 'Inner Regional', 'Outer Regional', 'Remote', 'Very Remote'] as const;
export type RemotenessClass = (typeof REMOTENESS_CLASSES)[number];

/**
 * How far from an office a provider is taken to visit people until it lists its own service areas, by how
 * remote the office is. An estimate, said as one on the page: city providers commonly cover a metropolitan
 * region of 20-30 km, regional ones their town and district, remote ones very large areas.
 */
export const VISIT_RADIUS_KM: Readonly<Record<RemotenessClass, number>> = {
  'Major Cities': 25,
  'Inner Regional': 50,
  'Outer Regional': 100,
  Remote: 200,
  'Very Remote': 300,
};

/** Unknown remoteness: the regional figure. */
export const DEFAULT_VISIT_RADIUS_KM = 50;

/** The remoteness class of the list's text ("Major Cities of Australia", "Inner Regional Australia", ...); null when it is none of them. */
export function remotenessClass(text: string | null | undefined): RemotenessClass | null {
  const t = (text ?? '').trim().toLowerCase();
  if (!t) return null;
  // Longest first: "Very Remote" before "Remote", "Outer Regional" before "Inner Regional" is a plain prefix check.
  for (const cls of [...REMOTENESS_CLASSES].sort((a, b) => b.length - a.length)) if (t.startsWith(cls.toLowerCase())) return cls;
  return null;
}

export function visitRadiusKm(remoteness: string | null | undefined): number {
  const cls = remotenessClass(remoteness);
  return cls ? VISIT_RADIUS_KM[cls] : DEFAULT_VISIT_RADIUS_KM;
}

/** A claim's state: waiting for the team, approved (the invitation went out) or declined (with the reason told). */
export const CLAIM_STATUSES = ['pending', 'approved', 'declined'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** What the team did with a family's request to a provider that has not joined: passed it on, or invited the provider to claim. */
export const HELD_REQUEST_ACTIONS = ['passed-on', 'invited'] as const;
export type HeldRequestAction = (typeof HELD_REQUEST_ACTIONS)[number];

/** The words of an unclaimed listing's source line (the date is the edition's, in Australian long form). */
export function officialSourceLine(listDateLong: string): string {
  return `From the Australian Government's list of home-care services, ${listDateLong}. Not yet confirmed by the provider.`;
}

/** The attribution the licence (CC BY 4.0) asks for, as the data's README gives it. */
export const OFFICIAL_LIST_ATTRIBUTION =
  'Based on Department of Health, Disability and Ageing data, Aged care service list: 30 June 2025, published on GEN Aged Care Data by the Australian Institute of Health and Welfare, CC BY 4.0.';

/** An office as the nearness rule needs it. */
export interface OfficePoint {
  suburb: string;
  state: string;
  postcode: string;
  latitude: number;
  longitude: number;
  visitRadiusKm: number;
}

/** Where an organisation stands to a searched place, from its offices: its nearest office and whether any office's visiting radius holds the place. */
export interface OfficeNearness {
  /** Km (unrounded) to the nearest office; null without offices. */
  distanceKm: number | null;
  nearest: Pick<OfficePoint, 'suburb' | 'state' | 'postcode'> | null;
  /** Some office's visiting radius holds the place. */
  withinVisitRadius: boolean;
}

export function officeNearness(offices: readonly OfficePoint[], place: GeoPoint): OfficeNearness {
  let best: { office: OfficePoint; km: number } | null = null;
  let within = false;
  for (const office of offices) {
    const km = distanceKm(place, { lat: office.latitude, lng: office.longitude });
    if (km <= office.visitRadiusKm) within = true;
    if (!best || km < best.km) best = { office, km };
  }
  return {
    distanceKm: best?.km ?? null,
    nearest: best ? { suburb: best.office.suburb, state: best.office.state, postcode: best.office.postcode } : null,
    withinVisitRadius: within,
  };
}
