import { useEffect, useState } from 'react';

/**
 * The value, once it has stopped changing for `delayMs`: what both apps' type-ahead fields ask the API about.
 * Compared by a key, so a new but equal object (a plan rebuilt on every render) does not restart the wait.
 */
export function useDebouncedValue<T>(value: T, delayMs: number, keyOf: (v: T) => string = (v) => JSON.stringify(v) ?? ''): T {
  const [settled, setSettled] = useState(value);
  const key = keyOf(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
    // The key stands for the value: an equal value under a new identity must not restart the timer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, delayMs]);
  return settled;
}
