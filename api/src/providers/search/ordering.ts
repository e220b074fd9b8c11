/** What ordering needs of an organisation: the relevance keys and its nearest office's distance. */
export interface Candidate {
  id: number;
  isHighlighted: number;
  displayPriority: number;
  rating: number;
  businessName: string;
  /** Km to its nearest office; null without a place or without an office. */
  distance: number | null;
}

/** A Candidate as CANDIDATE_COLUMNS select it: decimals may be strings (MariaDB), booleans 0/1. */
export interface CandidateRow {
  id: number | string;
  isHighlighted: number | string;
  displayPriority: number | string;
  rating: number | string;
  businessName: string;
}

/** The directory's relevance order (the spec's), as SQL and as a comparator (the near-me shapes sort in memory). */
export const RELEVANCE_ORDER_SQL = 'p.isHighlighted DESC, p.displayPriority DESC, p.rating DESC, p.businessName, p.id';
/** CandidateRow's columns (alias p), read by toCandidate. */
export const CANDIDATE_COLUMNS = 'p.id, p.isHighlighted, p.displayPriority, p.rating, p.businessName';

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
 * order: being featured never moves a provider nearer.
 */
export function byDistance(a: Candidate, b: Candidate): number {
  if (a.distance !== b.distance) {
    if (a.distance === null) return 1;
    if (b.distance === null) return -1;
    return a.distance - b.distance;
  }
  return a.id - b.id;
}

/** A candidate from its row, with the distance of its nearest office (km) when a place is searched. */
export function toCandidate(row: CandidateRow, distance: number | null): Candidate {
  return {
    id: Number(row.id),
    isHighlighted: Number(row.isHighlighted),
    displayPriority: Number(row.displayPriority),
    rating: Number(row.rating),
    businessName: row.businessName,
    distance,
  };
}
