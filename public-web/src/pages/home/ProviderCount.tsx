import { useDirectorySummaryQuery } from '../../api/catalog.js';

/**
 * How many providers the directory lists, as the API counts them now (GET /api/directory/summary): the home
 * page's island (app/islands), so the prerendered page never states a figure of its own. Until the answer
 * comes it says it is counting; if the count cannot be had, it states no figure.
 */
export function ProviderCount() {
  const { data, isPending } = useDirectorySummaryQuery();
  if (data) return <>{data.providers.toLocaleString('en-AU')}</>;
  return <>{isPending ? 'Counting…' : 'Many'}</>;
}
