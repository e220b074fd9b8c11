import { expect, type Page } from '@playwright/test';
import type { ProviderSearchResult } from '@homeward/domain';

/** What the API's search answers for this query string ('' or '?state=VIC&...'). */
export async function apiSearch(page: Page, query: string): Promise<ProviderSearchResult[]> {
  const res = await page.request.get(`/api/providers/search${query}`);
  expect(res.ok(), `search ${query}: ${res.status()}`).toBeTruthy();
  return (await res.json()) as ProviderSearchResult[];
}

/** The directory's cards, by business name, in order. */
export function cardNames(page: Page): Promise<string[]> {
  return page.getByRole('article').locator('h3').allTextContents();
}

/** The page shows exactly these providers, in this order, with the matching count line. */
export async function expectCards(page: Page, expected: ProviderSearchResult[]) {
  await expect(page.getByText(expected.length === 1 ? 'Showing 1 provider' : `Showing ${expected.length} providers`, { exact: true })).toBeVisible();
  await expect.poll(() => cardNames(page)).toEqual(expected.map((p) => p.businessName));
}
