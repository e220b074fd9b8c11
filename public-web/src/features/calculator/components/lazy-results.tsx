import { lazy } from 'react';

/**
 * What the calculator shows only once a plan has a cost (the summary's figures, the phone bar, the printed page)
 * and the letter's rate fields (only for a part pensioner): one chunk, out of the page's first load (its budget).
 * It starts loading as soon as someone starts a plan (preloadResults), so it is
 * there by the time the server answers.
 */
type ResultsModule = typeof import('./results-chunk.js');

let loading: Promise<ResultsModule> | null = null;

/** Starts loading the chunk once (again after a failure); safe to call on every change. */
export function preloadResults(): Promise<ResultsModule> {
  if (!loading) {
    loading = import(/* webpackChunkName: "calculator-results" */ './results-chunk.js').catch((error: unknown) => {
      loading = null;
      throw error;
    });
  }
  return loading;
}

export const LazyResultFigures = lazy(() => preloadResults().then((m) => ({ default: m.ResultFigures })));
export const LazyMobileSummaryBar = lazy(() => preloadResults().then((m) => ({ default: m.MobileSummaryBar })));
export const LazyPrintSummary = lazy(() => preloadResults().then((m) => ({ default: m.PrintSummary })));
export const LazyLetterRatesFields = lazy(() => preloadResults().then((m) => ({ default: m.LetterRatesFields })));
