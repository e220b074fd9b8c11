import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { postcodeLocalitiesQuery } from '@homeward/theme';

/**
 * Whether a postcode exists: true, false (the server knows no such postcode), or null when the lookup itself
 * failed. A failed lookup must not stop a lead: the server checks the postcode again.
 */
export function usePostcodeExists(): (postcode: string) => Promise<boolean | null> {
  const queryClient = useQueryClient();
  return useCallback(
    async (postcode: string) => {
      try {
        return (await queryClient.fetchQuery(postcodeLocalitiesQuery(postcode))) !== null;
      } catch (error) {
        console.warn('The postcode lookup failed; the server will check the postcode', error);
        return null;
      }
    },
    [queryClient],
  );
}
