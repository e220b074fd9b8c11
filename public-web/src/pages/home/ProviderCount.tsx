import { useEffect, useState } from 'react';
import type { DirectorySummaryDto } from '@homeward/domain';
import { apiGet } from '../../lib/api-client.js';

/**
 * How many providers the directory lists, as the API counts them now (GET /api/directory/summary): the home
 * page's island (app/islands), so the prerendered page never states a figure of its own. Until the answer
 * comes it says it is counting; if the count cannot be had, it states no figure. It fetches on its own rather
 * than through api/catalog: sharing that module with the services island split it into a chunk of its own,
 * about 400 bytes more on every reading page that loads the services.
 */
export function ProviderCount() {
  const [count, setCount] = useState<number | null | 'failed'>(null);
  useEffect(() => {
    let live = true;
    apiGet<DirectorySummaryDto>('/api/directory/summary').then(
      (summary) => live && setCount(summary.providers),
      () => live && setCount('failed'),
    );
    return () => {
      live = false;
    };
  }, []);
  if (typeof count === 'number') return <>{count.toLocaleString('en-AU')}</>;
  return <>{count === 'failed' ? 'Many' : 'Counting…'}</>;
}
