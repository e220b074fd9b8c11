import path from 'node:path';
import type { Locator, Page } from '@playwright/test';

/**
 * Screenshots are for people to look at, not checks: a full-page PNG costs a worker about half a second, so they are
 * taken only when E2E_SCREENSHOTS names a folder (`E2E_SCREENSHOTS=/tmp/shots npm test -w @homeward/e2e`).
 */
export async function shoot(target: Page | Locator, file: string, options: { fullPage?: boolean } = {}): Promise<void> {
  const folder = process.env.E2E_SCREENSHOTS;
  if (!folder) return;
  await target.screenshot({ path: path.join(folder, file), ...options });
}
