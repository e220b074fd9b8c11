import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ServiceDto } from '@homeward/domain';
import { apiGet } from '../../../lib/api-client.js';

// Same key and shape as the site's other readers of the service list, so one cached copy serves all.
export const servicesQueryKey = ['services'] as const;

export function getServices(): Promise<ServiceDto[]> {
  return apiGet<ServiceDto[]>('/api/services');
}

export const servicesQueryOptions = () => queryOptions({ queryKey: servicesQueryKey, queryFn: getServices });

export function useServices() {
  return useQuery(servicesQueryOptions());
}
