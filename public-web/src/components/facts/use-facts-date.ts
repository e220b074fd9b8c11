import { createContext, useContext, useEffect, useState } from 'react';
import { australianDate, type IsoDate } from '@homeward/domain';

/**
 * The date the official figures and rules are read for. Pages are prerendered at build
 * time, so the prerendered text and the client's first (hydrating) render both use the build date; right
 * after hydration the reader's own date in Sydney takes over, so a page built before a change (1 October
 * 2026, a review date) shows the rules of the reader's day. FACTS_DATE at build fixes the date for both
 * (previews, e2e); tests inject one with FactsDateProvider. Nothing reads the clock inside a rule.
 */
declare const __FACTS_DATE__: string | undefined;
declare const __BUILD_DATE__: string | undefined;

const FIXED_DATE: IsoDate | null = (typeof __FACTS_DATE__ !== 'undefined' && __FACTS_DATE__) || null;
const BUILD_DATE: IsoDate | null = (typeof __BUILD_DATE__ !== 'undefined' && __BUILD_DATE__) || null;

/** An injected date (tests, a plan for an earlier month); null: the build date, then the reader's. */
export const FactsDateContext = createContext<IsoDate | null>(null);
export const FactsDateProvider = FactsDateContext.Provider;

const readersDate = () => australianDate(new Date());

export function useFactsDate(): IsoDate {
  const injected = useContext(FactsDateContext) ?? FIXED_DATE;
  // Outside a webpack build (jest without an injected date) there is no build date: the reader's date from the start.
  const [date, setDate] = useState<IsoDate>(() => injected ?? BUILD_DATE ?? readersDate());
  useEffect(() => {
    if (injected === null) setDate(readersDate());
  }, [injected]);
  return injected ?? date;
}
