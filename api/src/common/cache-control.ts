/** Reference data changes only with a release; with its ETag (Express's, or prepared) a revalidation is a 304. */
export const REFERENCE_CACHE = 'public, max-age=300, stale-while-revalidate=3600';
