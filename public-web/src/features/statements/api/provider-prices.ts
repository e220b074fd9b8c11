import { queryOptions, useQuery } from '@tanstack/react-query';
import { toCents, type PriceTime, type ProviderProfileDto, type PublishedPrices } from '@homeward/domain';
// Straight from its file, not the prices feature's index: that index is in the calculator's first load.
import { getProviderProfile } from '../../../api/get-provider-profile.js';

// The chosen provider's published prices come from GET /api/providers/:id, the public profile the provider
// pages read: a read only, nothing of the statement goes with it.

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
