/**
 * How both web apps' TanStack Query clients treat calls (spec section 7): reads never retry, never refetch on
 * focus, reconnect or a timer, and their data is never stale; writes never retry. Each app refreshes what a
 * change affects itself. Plain options (no TanStack import), so the rule stays in the pure library and each
 * app passes it to its own QueryClient as `defaultOptions`.
 */
export const QUERY_POLICY = {
  queries: {
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    refetchInterval: false,
    staleTime: Infinity,
  },
  mutations: { retry: false },
} as const;
