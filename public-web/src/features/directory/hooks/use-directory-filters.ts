import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  ALL_SERVICES,
  ALL_STATES,
  ANY_DISTANCE,
  AUTO_RADIUS,
  cleanPlaceText,
  normaliseAttributeFilters,
  normaliseNearFilters,
  normaliseProviderFilters,
  type AttributeFilters,
  type ProviderSort,
  type RadiusChoice,
} from '@homeward/domain';
import type { DirectorySearch } from '../api/search-providers.js';

/** Typing waits this long before the search (and the address bar) follows it. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface DirectoryFilters extends DirectorySearch {
  /** False until after hydration: the prerendered page knows no query string, so the first render ignores it. */
  ready: boolean;
  /** What is in the search box right now. */
  qDraft: string;
  setQDraft(text: string): void;
  setState(state: string): void;
  setService(service: string): void;
  /** Sets the place (a chosen suggestion's label, or typed text); '' removes it, with its radius and sort. */
  setNear(text: string): void;
  /** 'auto' (the default rule) leaves the address bar without a radius; null is any distance. */
  setRadius(radiusKm: RadiusChoice): void;
  setSort(sort: ProviderSort): void;
  /** Also list providers that have not told us what is filtered on (includeNotTold in the address bar). */
  setIncludeNotTold(include: boolean): void;
  /** Leave out providers with a current notice from the regulator (hideWithCurrentNotice in the address bar). */
  setHideWithCurrentNotice(hide: boolean): void;
  /** Sets one of the "More filters" lists ([] removes it). */
  setAttributes<K extends keyof AttributeFilters>(key: K, codes: AttributeFilters[K]): void;
  clear(): void;
}

const DEFAULTS: DirectorySearch = {
  ...normaliseProviderFilters({}),
  ...normaliseNearFilters({}),
  ...normaliseAttributeFilters({}),
  includeNotTold: false,
  hideWithCurrentNotice: false,
};

/**
 * The directory's search and filters live in the URL query (q, state, service, near, radius, sort, and the
 * "More filters" languages, diverseNeeds and acceptingNewClients as comma-joined codes, and includeNotTold), so a
 * result list can be shared and the back button steps through earlier searches. Choosing a filter or a place
 * adds a history entry; typing in the search box replaces the current one once it pauses, so a word does not
 * leave one entry per letter.
 */
export function useDirectoryFilters(): DirectoryFilters {
  const [params, setParams] = useSearchParams();
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  const current: DirectorySearch = ready
    ? {
        ...normaliseProviderFilters({ q: params.get('q'), state: params.get('state'), service: params.get('service') }),
        ...normaliseNearFilters({ near: params.get('near'), radius: params.get('radius'), sort: params.get('sort') }),
        ...normaliseAttributeFilters({
          languages: params.get('languages'),
          diverseNeeds: params.get('diverseNeeds'),
          acceptingNewClients: params.get('acceptingNewClients'),
        }),
        includeNotTold: params.get('includeNotTold') === 'true',
        hideWithCurrentNotice: params.get('hideWithCurrentNotice') === 'true',
      }
    : DEFAULTS;
  const [qDraft, setQDraft] = useState('');
  // The q the box last followed: the URL's own when it changed by other means, or the one its typing just wrote.
  const followedQ = useRef<string | null>(null);

  const update = useCallback(
    (changes: Record<string, string>, replace: boolean) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(changes)) {
            if (!value || value === ALL_STATES || value === ALL_SERVICES) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace, preventScrollReset: true },
      );
    },
    [setParams],
  );

  // One effect, so the box and the address bar never act on each other's stale value. A q the box has not
  // followed yet (a shared link read at hydration, the back button) replaces what the box shows, and nothing is
  // written back: on a slow phone the render that shows it can come later than the pause below, and the address
  // bar then lost the link's search. Otherwise, what is typed reaches the address bar once typing pauses.
  useEffect(() => {
    if (!ready) return;
    if (followedQ.current !== current.q) {
      followedQ.current = current.q;
      setQDraft((draft) => (draft.trim() === current.q ? draft : current.q));
      return;
    }
    const q = qDraft.trim();
    if (q === current.q) return;
    const timer = setTimeout(() => {
      // Its own write: the box keeps what was typed since (a space, the next word) when the URL catches up.
      followedQ.current = q;
      update({ q }, current.q !== '');
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [qDraft, current.q, ready, update]);

  const setNear = (text: string) => {
    const near = cleanPlaceText(text);
    if (near === current.near) return;
    // Without a place, a radius and nearest-first mean nothing: they go with it.
    update(near ? { near } : { near: '', radius: '', sort: '' }, false);
  };

  return {
    ready,
    ...current,
    qDraft,
    setQDraft,
    setState: (state) => update({ state }, false),
    setService: (service) => update({ service }, false),
    setNear,
    setRadius: (radiusKm) => update({ radius: radiusKm === AUTO_RADIUS ? '' : radiusKm === null ? ANY_DISTANCE : String(radiusKm) }, false),
    // With a place nearest first is the default: only Best match is written.
    setSort: (sort) => update({ sort: sort === 'relevance' ? 'relevance' : '' }, false),
    setAttributes: (key, codes) => update({ [key]: codes.join(',') }, false),
    setIncludeNotTold: (include) => update({ includeNotTold: include ? 'true' : '' }, false),
    setHideWithCurrentNotice: (hide) => update({ hideWithCurrentNotice: hide ? 'true' : '' }, false),
    clear: () => {
      setQDraft('');
      update(
        {
          q: '',
          state: '',
          service: '',
          near: '',
          radius: '',
          sort: '',
          languages: '',
          diverseNeeds: '',
          acceptingNewClients: '',
          includeNotTold: '',
          hideWithCurrentNotice: '',
        },
        false,
      );
    },
  };
}
