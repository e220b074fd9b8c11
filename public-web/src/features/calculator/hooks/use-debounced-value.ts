import { useEffect, useState } from 'react';

/** The value, once it has stopped changing for `delayMs`. Compared by a key so a new but equal object does not restart the wait. */
export function useDebouncedValue<T>(value: T, delayMs: number, keyOf: (v: T) => string = (v) => JSON.stringify(v)): T {
  const [settled, setSettled] = useState(value);
  const key = keyOf(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
    // the key stands for the value
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, delayMs]);
  return settled;
}
