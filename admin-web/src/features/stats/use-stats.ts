import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { HomewardDataProvider } from '../../lib/data-provider.js';

export const statsQueryKey = ['admin', 'stats'] as const;

/** GET /api/admin/stats. Refreshed by react-admin's refresh after every provider or user change. */
export function useStats() {
  const dataProvider = useDataProvider<HomewardDataProvider>();
  return useQuery({ queryKey: statsQueryKey, queryFn: () => dataProvider.getStats() });
}
