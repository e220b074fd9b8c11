import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test, type Page, type Response } from '@playwright/test';

export interface FirstLoadBudget {
  kind: 'guidance' | 'tool';
  target: number;
}

/**
 * A route's first-load JavaScript budget as the build wrote it (public-web/src/app/first-load-budget.ts, copied
 * into prerender-manifest.json): e2e tests the product as built, without importing the app's source. A path
 * that is not a route (the not-found page) is a reading page.
 */
export function firstLoadBudgetFor(routePath: string): FirstLoadBudget {
  const manifestFile = path.join(__dirname, '../../public-web/dist/prerender-manifest.json');
  const budgets = (JSON.parse(readFileSync(manifestFile, 'utf8')) as { firstLoadJsBudget: Record<string, FirstLoadBudget> }).firstLoadJsBudget;
  const guidance = Object.values(budgets).find((b) => b.kind === 'guidance');
  const budget = budgets[routePath] ?? guidance;
  if (!budget) throw new Error(`no first-load budget for ${routePath} in ${manifestFile}`);
  return budget;
}

/** The scripts a page load fetches, with their sizes at gzip -9, recorded from before `goto` (recordScripts). */
export interface RecordedScripts {
  files: string[];
  /** Stops recording and sums the gzipped sizes of every script fetched so far. */
  totalGzipBytes(): Promise<number>;
}

/** Starts recording the scripts this page fetches (call before `goto`). */
export function recordScripts(page: Page): RecordedScripts {
  const files: string[] = [];
  const sizes: Promise<number>[] = [];
  const onResponse = (res: Response) => {
    if (res.request().resourceType() !== 'script') return;
    files.push(new URL(res.url()).pathname);
    sizes.push(
      res.body().then(
        (b) => gzipSync(b, { level: 9 }).length,
        () => 0,
      ),
    );
  };
  page.on('response', onResponse);
  return {
    files,
    async totalGzipBytes() {
      page.off('response', onResponse);
      return (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
    },
  };
}

/**
 * Everything the route's first load fetched (scripts, gzip -9, KB = 1,000 bytes) is within the route's budget, and
 * none of it is a chunk loaded only when someone presses something (the mobile menu, the lead dialogs). Call once
 * the page has hydrated and the network is idle: hydration runs the first-load chunks, so all have answered.
 */
export async function expectFirstLoadWithinBudget(routePath: string, width: number, scripts: RecordedScripts): Promise<void> {
  const budget = firstLoadBudgetFor(routePath);
  const bytes = await scripts.totalGzipBytes();
  test.info().annotations.push({
    type: 'first-load JS (gzip -9)',
    description: `${width}px ${routePath} (${budget.kind}): ${bytes} bytes (${scripts.files.length} files; target ${budget.target})`,
  });
  expect(bytes, `${routePath} (${budget.kind}) at ${width}px: ${scripts.files.join(', ')}`).toBeLessThanOrEqual(budget.target);
  expect(
    scripts.files.filter((f) => /\/(mobile-menu|lead-dialog)\./.test(f)),
    `${routePath} at ${width}px loads on-demand chunks`,
  ).toEqual([]);
}
