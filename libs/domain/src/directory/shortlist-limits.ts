/**
 * How much a shortlist and its share link hold. A module of its own: the site's header reads
 * the limit on every page, and importing it must not bring the link's encoder into that first load.
 */
export const SHORTLIST_LIMITS = {
  maxSaved: 8,
  maxCompared: 4,
  /** Longer than this is refused before it is read: a real link is far shorter (about 200 characters with a 10-service plan). */
  maxLinkChars: 2000,
  maxNearChars: 60,
} as const;
