import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { PartnerDataProvider } from '../lib/partner-data-provider.js';

/** The portal's data provider with its own calls. */
export const usePortalData = () => useDataProvider<PartnerDataProvider>();

export const PORTAL_QUERY_KEYS = {
  listing: ['partner', 'listing'],
  prices: ['partner', 'prices'],
  changes: ['partner', 'changes'],
  figures: ['partner', 'figures'],
} as const;

export function useListing() {
  const data = usePortalData();
  return useQuery({ queryKey: PORTAL_QUERY_KEYS.listing, queryFn: () => data.getListing() });
}
