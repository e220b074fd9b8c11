import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { allAxeViolations } from './axe';

/**
 * Screenshots are for people to look at, not checks: a full-page PNG costs a worker about half a second, so they are
 * taken only when E2E_SCREENSHOTS names a folder (`E2E_SCREENSHOTS=/tmp/shots npm test -w @homeward/e2e`).
 */
export async function shoot(target: Page | Locator, file: string, options: { fullPage?: boolean } = {}): Promise<void> {
  const folder = process.env.E2E_SCREENSHOTS;
  if (!folder) return;
  await target.screenshot({ path: path.join(folder, file), ...options });
}

/**
 * A screen checked at a phone's width and a laptop's: no axe finding of any impact, nothing wider than the
 * window, and a screenshot of each (`<shotPrefix>-<name>-<width>.png`). It leaves the window at the laptop's width.
 */
export async function expectCleanAtPhoneAndLaptop(page: Page, shotPrefix: string, name: string): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForLoadState('networkidle');
    expect(await allAxeViolations(page), `${name} at ${width} px`).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${name} fits ${width} px`).toBeLessThanOrEqual(0);
    await shoot(page, `${shotPrefix}-${name}-${width}.png`, { fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
