import { paths } from './paths.js';

/**
 * How much JavaScript (gzip bytes: everything a route's first load fetches before the page is usable) a
 * public route may load (docs/decisions/028). Reading pages need little: the words are in the prerendered
 * HTML. The interactive tools get more and load the rest (lead dialogs, the mobile menu) on demand.
 *
 * - `target`: issue 14's goal: 100 KB for a guidance page, 150 KB for a tool. `npm run bench -- weight`
 *   reports every route against it.
 * - `enforced`: what e2e/tests/public-site.spec.ts fails on. For the tools it is the target. For guidance
 *   pages the target is not reached yet (about 109-116 KB, 130 KB with the catalogue query on / and
 *   /services; 028 lists what the rest takes), so the test holds the line at the level reached instead of
 *   the 150 KB it allowed before, and is lowered to the target when the pages get there.
 */
export const FIRST_LOAD_JS_BUDGET_BYTES = {
  guidance: { target: 100_000, enforced: 135_000 },
  tool: { target: 150_000, enforced: 150_000 },
} as const;

/** The interactive tools; every other public page is a guidance (reading) page. */
export const TOOL_PATHS: readonly string[] = [paths.calculator, paths.providerDirectory, paths.assessmentMaximizer, paths.pathwayFinder];

export function firstLoadBudgetFor(routePath: string): { kind: 'guidance' | 'tool'; target: number; enforced: number } {
  const kind = TOOL_PATHS.includes(routePath) ? 'tool' : 'guidance';
  return { kind, ...FIRST_LOAD_JS_BUDGET_BYTES[kind] };
}
