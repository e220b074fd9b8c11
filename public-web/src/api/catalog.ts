import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClassificationDto, ServiceDto } from '@homeward/domain';
import { apiGet } from '../lib/api-client.js';

/**
 * The read-only catalogue (GET /api/classifications, GET /api/services), shared by the guidance pages.
 * The keys are the same ones the tools use, so a page and a tool share one cached copy.
 */
export const classificationsQueryKey = ['classifications'] as const;
export const servicesQueryKey = ['services'] as const;

export const classificationsQuery = () =>
  queryOptions({ queryKey: classificationsQueryKey, queryFn: () => apiGet<ClassificationDto[]>('/api/classifications') });

export const servicesQuery = () => queryOptions({ queryKey: servicesQueryKey, queryFn: () => apiGet<ServiceDto[]>('/api/services') });

export function useClassificationsQuery() {
  return useQuery(classificationsQuery());
}

export function useServicesQuery() {
  return useQuery(servicesQuery());
}
