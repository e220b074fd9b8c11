import { useQuery, type QueryClient } from '@tanstack/react-query';
import { isPostcodeFormat, localityKey, type LocationDto, type StateCode } from '@homeward/domain';
import { postcodeLocalitiesQuery } from '@homeward/theme';

export const UNKNOWN_POSTCODE_MESSAGE = 'We could not find that postcode';

/** How long a save waits for a lookup that has not answered before it goes ahead without it. */
const SAVE_WAITS_FOR_LOOKUP_MS = 4000;

export type PostcodeLookup =
  | { status: 'idle' }
  | { status: 'loading'; postcode: string }
  | { status: 'found'; postcode: string; localities: LocationDto[] }
  | { status: 'unknown'; postcode: string }
  | { status: 'failed'; postcode: string };

/** The lookup of whatever the postcode field holds: asked for only once it holds 4 digits. */
export function usePostcodeLookup(value: unknown): PostcodeLookup {
  const text = typeof value === 'string' ? value.trim() : '';
  const postcode = isPostcodeFormat(text) ? text : null;
  const query = useQuery({ ...postcodeLocalitiesQuery(postcode ?? ''), enabled: postcode !== null });
  if (postcode === null) return { status: 'idle' };
  if (query.isError) return { status: 'failed', postcode };
  if (query.data === undefined) return { status: 'loading', postcode };
  if (query.data === null) return { status: 'unknown', postcode };
  return { status: 'found', postcode, localities: query.data };
}

/**
 * The postcode field's last check: only an unknown postcode is an error. A lookup that fails or has not
 * answered within a few seconds lets the save go ahead (the API places the provider without it).
 */
export const knownPostcode =
  (queryClient: QueryClient) =>
  async (value: unknown): Promise<string | undefined> => {
    const text = typeof value === 'string' ? value.trim() : '';
    if (!isPostcodeFormat(text)) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const giveUp = new Promise<'no answer'>((resolve) => {
      timer = setTimeout(() => resolve('no answer'), SAVE_WAITS_FOR_LOOKUP_MS);
    });
    try {
      const answer = await Promise.race([queryClient.fetchQuery(postcodeLocalitiesQuery(text)), giveUp]);
      return answer === null ? UNKNOWN_POSTCODE_MESSAGE : undefined;
    } catch {
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  };

/** The one state all these localities are in, or null when they span states (or there are none). */
export function sharedState(localities: readonly LocationDto[]): StateCode | null {
  const states = new Set(localities.map((l) => l.state));
  return states.size === 1 ? [...states][0] : null;
}

/** The state of a suburb name among a postcode's localities, when the name settles it. */
export function stateOfSuburb(localities: readonly LocationDto[], suburb: string): StateCode | null {
  const key = localityKey(suburb);
  return key === '' ? null : sharedState(localities.filter((l) => localityKey(l.locality) === key));
}

/** The state a postcode lookup fills in: the postcode's own when it has one, else the typed suburb's. */
export function stateToFill(localities: readonly LocationDto[], suburb: string): StateCode | null {
  return sharedState(localities) ?? stateOfSuburb(localities, suburb);
}
