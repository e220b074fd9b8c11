import { useSyncExternalStore } from 'react';
import { SHORTLIST_LIMITS } from '@homeward/domain';

/**
 * The family's shortlist: up to SHORTLIST_MAX providers kept in this browser's localStorage (no account, nothing
 * sent to us). Each entry keeps the name it was saved with, so the header, the Save buttons and the shortlist
 * page can show it without asking the server. Shared code, not a feature: the directory cards, the quote rows,
 * the provider page and the header all save to it or read it.
 */

/** How many providers a shortlist holds (the share link's limit too). */
export const SHORTLIST_MAX = SHORTLIST_LIMITS.maxSaved;
export const SHORTLIST_STORAGE_KEY = 'homeward.shortlist.v1';
/** A stored name longer than this is not one we wrote: the entry is dropped. */
const NAME_MAX = 300;

export interface ShortlistEntry {
  id: number;
  businessName: string;
  /** ISO instant it was saved (the shortlist lists newest last, in the order saved). */
  savedAt: string;
}

export type SaveResult = { ok: true } | { ok: false; reason: 'full' };

export const SHORTLIST_FULL_MESSAGE = `Your shortlist is full: it holds ${SHORTLIST_MAX} providers. Remove one from your shortlist to save another.`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // A browser that refuses storage (private mode in some, or storage switched off) keeps no shortlist.
    return null;
  }
}

const isEntry = (v: unknown): v is ShortlistEntry => {
  if (!v || typeof v !== 'object') return false;
  const e = v as Record<string, unknown>;
  return (
    typeof e.id === 'number' &&
    Number.isSafeInteger(e.id) &&
    e.id > 0 &&
    typeof e.businessName === 'string' &&
    e.businessName.trim() !== '' &&
    e.businessName.length <= NAME_MAX &&
    typeof e.savedAt === 'string'
  );
};

/**
 * The stored list, cleaned: anything that is not a list of entries we wrote is ignored (never an error on the
 * page), a repeated id is kept once, and no more than SHORTLIST_MAX are read.
 */
export function parseShortlist(raw: string | null): ShortlistEntry[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const seen = new Set<number>();
  const entries: ShortlistEntry[] = [];
  for (const item of parsed) {
    if (!isEntry(item) || seen.has(item.id)) continue;
    seen.add(item.id);
    entries.push({ id: item.id, businessName: item.businessName, savedAt: item.savedAt });
    if (entries.length === SHORTLIST_MAX) break;
  }
  return entries;
}

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cached: ShortlistEntry[] = [];

/** The current list; the same array while the stored text is unchanged (what useSyncExternalStore needs). */
export function readShortlist(): ShortlistEntry[] {
  let raw: string | null;
  try {
    raw = storage()?.getItem(SHORTLIST_STORAGE_KEY) ?? null;
  } catch {
    raw = null;
  }
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = parseShortlist(raw);
  }
  return cached;
}

function write(entries: ShortlistEntry[]): boolean {
  const store = storage();
  if (!store) return false;
  try {
    store.setItem(SHORTLIST_STORAGE_KEY, JSON.stringify(entries));
  } catch {
    return false;
  }
  for (const listener of listeners) listener();
  return true;
}

/** Saves a provider at the end of the list; a full list is left as it is and says why. Saving one already there changes nothing. */
export function saveToShortlist(provider: { id: number; businessName: string }, now = new Date()): SaveResult {
  const current = readShortlist();
  if (current.some((e) => e.id === provider.id)) return { ok: true };
  if (current.length >= SHORTLIST_MAX) return { ok: false, reason: 'full' };
  write([...current, { id: provider.id, businessName: provider.businessName.slice(0, NAME_MAX), savedAt: now.toISOString() }]);
  return { ok: true };
}

export function removeFromShortlist(id: number): void {
  const current = readShortlist();
  if (current.some((e) => e.id === id)) write(current.filter((e) => e.id !== id));
}

/**
 * Adds providers from a shared link after those already kept, skipping any already there, up to the limit.
 * Returns how many were added and how many did not fit.
 */
export function mergeIntoShortlist(providers: ReadonlyArray<{ id: number; businessName: string }>, now = new Date()): { added: number; leftOut: number } {
  const next = [...readShortlist()];
  let added = 0;
  let leftOut = 0;
  for (const p of providers) {
    if (next.some((e) => e.id === p.id)) continue;
    if (next.length >= SHORTLIST_MAX) {
      leftOut += 1;
      continue;
    }
    next.push({ id: p.id, businessName: p.businessName.slice(0, NAME_MAX), savedAt: now.toISOString() });
    added += 1;
  }
  if (added > 0) write(next);
  return { added, leftOut };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab saving or removing a provider updates this one too.
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === SHORTLIST_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The shortlist, or null before hydration: the server (and the prerender) cannot see this browser's storage, so
 * the first render says nothing about it and the real list follows at once.
 */
export function useShortlist(): ShortlistEntry[] | null {
  return useSyncExternalStore<ShortlistEntry[] | null>(subscribe, readShortlist, () => null);
}
