import { useEffect } from 'react';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CalculateRequest, CalculateResponse } from '@homeward/domain';
import { apiSend } from '../../../lib/api-client.js';

export function calculate(request: CalculateRequest): Promise<CalculateResponse> {
  return apiSend<CalculateResponse>('POST', '/api/calculate', request);
}

/**
 * The calculation is a pure function of its inputs, so it is read like data: one cached answer per
 * (classification, services, income). The session id rides along but is not part of the key.
 */
export const calculationQueryOptions = (request: CalculateRequest | null) =>
  queryOptions({
    queryKey: ['calculate', request?.classificationId ?? null, request?.selectedServices ?? [], request?.coPaymentIncome ?? 0] as const,
    queryFn: () => calculate(request as CalculateRequest),
    enabled: request !== null,
    // Unlike the site's other reads, revisiting inputs asks the server again (the spec recalculates on every change).
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useCalculation(request: CalculateRequest | null) {
  const query = useQuery(calculationQueryOptions(request));
  // A failed calculation is only logged; the page shows no result (spec section 8).
  useEffect(() => {
    if (query.error) console.error('Calculation failed', query.error);
  }, [query.error]);
  return query;
}
