import type { DefaultOptions } from '@tanstack/query-core';

/**
 * TanStack Query as spec section 7 asks, for both web apps: reads never retry, never refetch on focus, reconnect
 * or a timer, and data is never stale; writes never retry. Each app's HTTP client makes a failure an Error
 * "STATUS: body", and every change refreshes what it affects explicitly.
 */
export const QUERY_CLIENT_DEFAULTS = {
  queries: {
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    refetchInterval: false,
    staleTime: Infinity,
  },
  mutations: { retry: false },
} as const satisfies DefaultOptions;
