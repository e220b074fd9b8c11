import { act, renderHook } from '@testing-library/react';
import {
  mergeIntoShortlist,
  parseShortlist,
  readShortlist,
  removeFromShortlist,
  saveToShortlist,
  SHORTLIST_MAX,
  SHORTLIST_STORAGE_KEY,
  useShortlist,
} from './shortlist-store.js';

const provider = (id: number) => ({ id, businessName: `Provider ${id}` });
const stored = () => JSON.parse(localStorage.getItem(SHORTLIST_STORAGE_KEY) ?? 'null') as unknown;

beforeEach(() => localStorage.clear());

describe('the shortlist store', () => {
  it('keeps saved providers in localStorage, in the order saved, so a new page load reads them back', () => {
    saveToShortlist(provider(5), new Date('2026-11-29T01:00:00Z'));
    saveToShortlist(provider(2), new Date('2026-11-29T02:00:00Z'));
    expect(stored()).toEqual([
      { id: 5, businessName: 'Provider 5', savedAt: '2026-11-29T01:00:00.000Z' },
      { id: 2, businessName: 'Provider 2', savedAt: '2026-11-29T02:00:00.000Z' },
    ]);
    // What another page (or tab) reads from the same storage.
    expect(parseShortlist(localStorage.getItem(SHORTLIST_STORAGE_KEY)).map((e) => e.id)).toEqual([5, 2]);
  });

  it(`holds at most ${SHORTLIST_MAX}: the next one is refused as full and nothing changes`, () => {
    for (let id = 1; id <= SHORTLIST_MAX; id += 1) expect(saveToShortlist(provider(id))).toEqual({ ok: true });
    const before = localStorage.getItem(SHORTLIST_STORAGE_KEY);
    expect(saveToShortlist(provider(99))).toEqual({ ok: false, reason: 'full' });
    expect(localStorage.getItem(SHORTLIST_STORAGE_KEY)).toBe(before);
    expect(readShortlist()).toHaveLength(SHORTLIST_MAX);
    // Saving one already there is not refused, even when full.
    expect(saveToShortlist(provider(3))).toEqual({ ok: true });
  });

  it('saves a provider once and removes it by id', () => {
    saveToShortlist(provider(4));
    saveToShortlist(provider(4));
    saveToShortlist(provider(6));
    expect(readShortlist().map((e) => e.id)).toEqual([4, 6]);
    removeFromShortlist(4);
    expect(readShortlist().map((e) => e.id)).toEqual([6]);
  });

  it.each([
    ['not JSON', '{oops'],
    ['not a list', '{"id":1}'],
    ['a list of the wrong things', '[1, "two", null]'],
    [
      'entries with bad ids or names',
      '[{"id":-1,"businessName":"A","savedAt":"x"},{"id":1.5,"businessName":"B","savedAt":"x"},{"id":2,"businessName":"","savedAt":"x"}]',
    ],
  ])('ignores stored data that is %s (an empty shortlist, no error)', (_what, raw) => {
    localStorage.setItem(SHORTLIST_STORAGE_KEY, raw);
    expect(readShortlist()).toEqual([]);
    expect(saveToShortlist(provider(1))).toEqual({ ok: true });
    expect(readShortlist().map((e) => e.id)).toEqual([1]);
  });

  it('keeps the good entries of a damaged list, each id once, and no more than the limit', () => {
    const entries = [
      { id: 1, businessName: 'One', savedAt: 'a' },
      { id: 1, businessName: 'One again', savedAt: 'b' },
      { id: 'x', businessName: 'Bad', savedAt: 'c' },
      ...Array.from({ length: 10 }, (_, i) => ({ id: i + 2, businessName: `P${i + 2}`, savedAt: 'd' })),
    ];
    const list = parseShortlist(JSON.stringify(entries));
    expect(list.map((e) => e.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(list[0].businessName).toBe('One');
  });

  it('merges a shared list after the saved ones, skipping those already saved, and says how many did not fit', () => {
    for (let id = 1; id <= 6; id += 1) saveToShortlist(provider(id));
    expect(mergeIntoShortlist([provider(2), provider(10), provider(11), provider(12)])).toEqual({ added: 2, leftOut: 1 });
    expect(readShortlist().map((e) => e.id)).toEqual([1, 2, 3, 4, 5, 6, 10, 11]);
  });

  it('useShortlist follows saves and removals, and another tab changing the storage', () => {
    const { result } = renderHook(() => useShortlist());
    expect(result.current).toEqual([]);
    act(() => void saveToShortlist(provider(7)));
    expect(result.current?.map((e) => e.id)).toEqual([7]);
    act(() => {
      localStorage.setItem(SHORTLIST_STORAGE_KEY, JSON.stringify([{ id: 9, businessName: 'From another tab', savedAt: 'x' }]));
      window.dispatchEvent(new StorageEvent('storage', { key: SHORTLIST_STORAGE_KEY }));
    });
    expect(result.current?.map((e) => e.businessName)).toEqual(['From another tab']);
    act(() => removeFromShortlist(9));
    expect(result.current).toEqual([]);
  });
});
