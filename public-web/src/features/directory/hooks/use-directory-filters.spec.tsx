import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { SEARCH_DEBOUNCE_MS, useDirectoryFilters } from './use-directory-filters.js';
import type { ReactNode } from 'react';

/** The hook at this address, with the router's query string beside it. */
function renderFilters(route: string) {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>;
  return renderHook(() => ({ filters: useDirectoryFilters(), search: useLocation().search }), { wrapper });
}

describe(useDirectoryFilters.name, () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('opens a shared link with its search in the box and never writes the address bar back', () => {
    const timers = jest.spyOn(globalThis, 'setTimeout');
    const { result } = renderFilters('/provider-directory?q=no-such-provider');

    expect(result.current.filters).toMatchObject({ ready: true, q: 'no-such-provider', qDraft: 'no-such-provider' });
    // Nothing was typed, so no write of the address bar was even started: on a slow phone one that started
    // before the box caught up with the link fired and emptied the search (the directory then listed everyone).
    expect(timers.mock.calls.filter(([, ms]) => ms === SEARCH_DEBOUNCE_MS)).toEqual([]);
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 3));
    expect(result.current.search).toBe('?q=no-such-provider');
  });

  it('writes what is typed once typing pauses, and keeps a trailing space typed while the address bar catches up', () => {
    const { result } = renderFilters('/provider-directory');

    act(() => result.current.filters.setQDraft('wattle '));
    expect(result.current.search).toBe('');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(result.current.search).toBe('?q=wattle');
    expect(result.current.filters.qDraft).toBe('wattle ');

    act(() => result.current.filters.setQDraft('wattle grove'));
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(result.current.search).toBe('?q=wattle+grove');
    expect(result.current.filters).toMatchObject({ q: 'wattle grove', qDraft: 'wattle grove' });
  });

  it('Clear empties the box and the address bar, even in the middle of typing', () => {
    const { result } = renderFilters('/provider-directory?q=care&state=VIC');
    act(() => result.current.filters.setQDraft('care at hom'));
    act(() => result.current.filters.clear());
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));

    expect(result.current.search).toBe('');
    expect(result.current.filters).toMatchObject({ q: '', qDraft: '', state: 'all' });
  });
});
