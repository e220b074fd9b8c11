import { queryOptions, useQuery } from '@tanstack/react-query';
import { toCents, type PriceTime, type ProviderProfileDto, type PublishedPrices } from '@homeward/domain';
import { apiGet } from '../../../lib/api-client.js';

/**
 * GET /api/providers/:id (the public profile the provider pages read): the chosen provider's published prices.
 * A read only: nothing of the statement goes with it.
 */
export async function getProviderProfile(id: number, signal?: AbortSignal): Promise<ProviderProfileDto | null> {
  try {
    return await apiGet<ProviderProfileDto>(`/api/providers/${id}`, { signal });
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('404:')) return null;
    throw error;
  }
}

/** The profile's price list as the statement rules read it: cents by service name and time band. */
export function publishedPricesOf(profile: ProviderProfileDto | null | undefined): PublishedPrices | null {
  if (!profile) return null;
  const cents = (amount: string | null) => (amount === null ? null : toCents(amount));
  return new Map(
    profile.prices.map((p) => [
      p.serviceName,
      {
        standard: cents(p.standard),
        evening: cents(p.evening),
        saturday: cents(p.saturday),
        sunday: cents(p.sunday),
        publicHoliday: cents(p.publicHoliday),
      } satisfies Record<PriceTime, number | null>,
    ]),
  );
}

export const statementProviderQuery = (id: number | null) =>
  queryOptions({
    queryKey: ['statement-checker', 'provider', id] as const,
    queryFn: ({ signal }) => (id === null ? null : getProviderProfile(id, signal)),
    enabled: id !== null,
  });

export function useStatementProvider(id: number | null) {
  return useQuery(statementProviderQuery(id));
}
