import { distanceKm, type GeoPoint } from '@homeward/domain';
import { num } from './sql.js';
import type { Row } from '../../database/prepared-reader.js';

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
  /** Its card row (CARD_ROW of card-rows.ts), when the statement that found it read that too (near-query CircleReads). */
  card?: Row;
  /** Its prices for a plan (PLAN_PRICES_ROW of near-query.ts), when the statement that found it read them too. */
  planPrices?: Row;
}

/** The directory's relevance order (the spec's), as SQL and as a comparator (the near-me shapes sort in memory). */
export const RELEVANCE_ORDER_SQL = 'p.isHighlighted DESC, p.displayPriority DESC, p.rating DESC, p.businessName, p.id';
/** The columns of RELEVANCE_ORDER_SQL (alias p), id first. */
export const RELEVANCE_KEYS = 'p.id, p.isHighlighted, p.displayPriority, p.rating, p.businessName';
/** A Candidate's columns (alias p), read by toCandidate. */
export const CANDIDATE_COLUMNS = 'p.id, p.latitude, p.longitude, p.isHighlighted, p.displayPriority, p.rating, p.businessName';
export const CANDIDATE_COLUMN_COUNT = 7;

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

/** A candidate from CANDIDATE_COLUMNS starting at column `from` of the row, with its distance from the centre. */
export function toCandidate(row: Row, from: number, centre: GeoPoint): Candidate {
  const lat = num(row[from + 1] as number | string | null);
  const lng = num(row[from + 2] as number | string | null);
  return {
    id: Number(row[from]),
    latitude: lat,
    longitude: lng,
    isHighlighted: Number(row[from + 3]),
    displayPriority: Number(row[from + 4]),
    rating: Number(row[from + 5]),
    businessName: row[from + 6] as string,
    distance: lat !== null && lng !== null ? distanceKm(centre, { lat, lng }) : null,
  };
}
