import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { PlanQuoteRequest, PlanQuoteResponse } from '@homeward/domain';
import { apiRequest } from '../../../lib/api-client.js';

export interface QuotePage extends PlanQuoteResponse {
  /** The server's X-Has-More header: more providers can be shown. */
  hasMore: boolean;
}

/** POST /api/plans/quote, one page, with the server's X-Has-More header. */
export async function quotePlan(body: PlanQuoteRequest, signal?: AbortSignal): Promise<QuotePage> {
  const { data, headers } = await apiRequest<PlanQuoteResponse>('POST', '/api/plans/quote', { body, signal });
  return { ...data, hasMore: headers.get('X-Has-More') === 'true' };
}

/** The plan priced near a place; "Show more" asks for the next page (offset = rows already shown). */
export const planQuoteQueryOptions = (request: Omit<PlanQuoteRequest, 'offset' | 'limit'> | null) =>
  infiniteQueryOptions({
    queryKey: ['plans', 'quote', request] as const,
    queryFn: ({ pageParam, signal }) => quotePlan({ ...request!, ...(pageParam > 0 ? { offset: pageParam } : {}) }, signal),
    initialPageParam: 0,
    getNextPageParam: (last: QuotePage, pages: QuotePage[]) => (last.hasMore ? pages.reduce((n, p) => n + p.quotes.length, 0) : undefined),
    enabled: request !== null,
  });

export function usePlanQuotes(request: Omit<PlanQuoteRequest, 'offset' | 'limit'> | null) {
  return useInfiniteQuery(planQuoteQueryOptions(request));
}
