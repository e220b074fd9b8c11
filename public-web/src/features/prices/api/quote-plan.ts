import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { PlanQuoteRequest, PlanQuoteResponse } from '@homeward/domain';

export interface QuotePage extends PlanQuoteResponse {
  /** The server's X-Has-More header: more providers can be shown. */
  hasMore: boolean;
}

/**
 * POST /api/plans/quote, one page. It reads the X-Has-More header, which the site's api-client does not expose,
 * so it calls fetch itself with the same conventions (cookies sent, JSON, errors "STATUS: body").
 */
export async function quotePlan(body: PlanQuoteRequest, signal?: AbortSignal): Promise<QuotePage> {
  const res = await fetch('/api/plans/quote', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
    signal,
  });
  const text = await res.text().catch(() => '');
  if (!res.ok) throw new Error(`${res.status}: ${text || res.statusText}`);
  return { ...(JSON.parse(text) as PlanQuoteResponse), hasMore: res.headers.get('X-Has-More') === 'true' };
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
