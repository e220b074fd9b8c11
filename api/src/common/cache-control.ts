/** Reference data changes only with a release; Express adds a weak ETag, so revalidation is a 304. */
export const REFERENCE_CACHE = 'public, max-age=300, stale-while-revalidate=3600';
