import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClassificationDto } from '@homeward/domain';
import { apiGet } from '../../../lib/api-client.js';

// The same key and shape as every other reader of this list, so the page shares one cached copy.
export const classificationsQueryKey = ['classifications'] as const;

export function getClassifications(): Promise<ClassificationDto[]> {
  return apiGet<ClassificationDto[]>('/api/classifications');
}

export const classificationsQueryOptions = () =>
  queryOptions({ queryKey: classificationsQueryKey, queryFn: getClassifications });

export function useClassifications() {
  return useQuery(classificationsQueryOptions());
}
