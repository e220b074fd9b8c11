import { test as base } from '@playwright/test';
import { e2eServer } from '../playwright.config';

/**
 * Playwright's `test`, with baseURL (and so `page`, `request` and relative URLs) pointing at this worker's own
 * server (playwright.config.ts): specs in parallel workers never see each other's writes.
 */
export const test = base.extend({
  // Playwright reads a fixture's dependencies from its first parameter's pattern, so it must be one (here empty).
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => {
    await use(e2eServer(testInfo.parallelIndex).url);
  },
});

export { expect } from '@playwright/test';
