import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { HomewardDataProvider } from '../../lib/data-provider.js';

/** The public service list (GET /api/services): the choices for 'services offered'. */
export function useServices() {
  const dataProvider = useDataProvider<HomewardDataProvider>();
  return useQuery({ queryKey: ['services'], queryFn: () => dataProvider.getServices() });
}
