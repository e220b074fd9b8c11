import { distanceKm, type GeoPoint } from '@homeward/domain';
import { num } from './sql.js';
import type { CardRow } from './card-rows.js';
import type { PlanPrices } from './plan-offers.js';

/** What ordering needs of a provider: the relevance keys and the coordinates. */
export interface Candidate {
  id: number;
  latitude: number | null;
  longitude: number | null;
  isHighlighted: number;
  displayPriority: number;
  rating: number;
  businessName: string;
  distance: number | null;
  /** Its card row, when the statement that found it read that too (near-query CircleReads). */
  card?: CardRow;
  /** Its prices for a plan, when the statement that found it read them too (near-query CircleReads). */
  planPrices?: PlanPrices;
}

/** A Candidate as CANDIDATE_COLUMNS select it: decimals may be strings (MariaDB), booleans 0/1. */
export interface CandidateRow {
  id: number | string;
  latitude: number | string | null;
  longitude: number | string | null;
  isHighlighted: number | string;
  displayPriority: number | string;
  rating: number | string;
  businessName: string;
}

/** The directory's relevance order (the spec's), as SQL and as a comparator (the near-me shapes sort in memory). */
export const RELEVANCE_ORDER_SQL = 'p.isHighlighted DESC, p.displayPriority DESC, p.rating DESC, p.businessName, p.id';
/** The columns of RELEVANCE_ORDER_SQL (alias p), id first. */
export const RELEVANCE_KEYS = 'p.id, p.isHighlighted, p.displayPriority, p.rating, p.businessName';
/** CandidateRow's columns (alias p), read by toCandidate. */
export const CANDIDATE_COLUMNS = 'p.id, p.latitude, p.longitude, p.isHighlighted, p.displayPriority, p.rating, p.businessName';

export function byRelevance(a: Candidate, b: Candidate): number {
  return (
    b.isHighlighted - a.isHighlighted ||
    b.displayPriority - a.displayPriority ||
    b.rating - a.rating ||
    (a.businessName < b.businessName ? -1 : a.businessName > b.businessName ? 1 : 0) ||
    a.id - b.id
  );
}

/**
 * Nearest first; no coordinates last; ties (providers in one suburb share its centre) by id, not in relevance
 * order: being featured never moves a provider nearer (docs/decisions/032). NEAREST_TIE_SQL is the same tie in SQL.
 */
export function byDistance(a: Candidate, b: Candidate): number {
  if (a.distance !== b.distance) {
    if (a.distance === null) return 1;
    if (b.distance === null) return -1;
    return a.distance - b.distance;
  }
  return a.id - b.id;
}

/** byDistance's tie after the nearness (alias p). */
export const NEAREST_TIE_SQL = 'p.id';

/** A candidate from its row, with its distance from the centre. */
export function toCandidate(row: CandidateRow, centre: GeoPoint): Candidate {
  const lat = num(row.latitude);
  const lng = num(row.longitude);
  return {
    id: Number(row.id),
    latitude: lat,
    longitude: lng,
    isHighlighted: Number(row.isHighlighted),
    displayPriority: Number(row.displayPriority),
    rating: Number(row.rating),
    businessName: row.businessName,
    distance: lat !== null && lng !== null ? distanceKm(centre, { lat, lng }) : null,
  };
}
