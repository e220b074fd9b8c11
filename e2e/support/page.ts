import type { Page } from '@playwright/test';

/**
 * Prerendered pages show their HTML before React hydrates them; a click before that does nothing.
 * React marks every hydrated element with a __reactFiber key, so wait for it on an element of the page.
 * The default is <main> itself: a reading page's first load hydrates <main> and keeps what is inside it as
 * prerendered, so nothing inside carries the key.
 */
export async function waitForHydration(page: Page, selector = 'main') {
  await page.waitForFunction((sel) => {
    const el = document.querySelector(sel);
    return !!el && Object.keys(el).some((k) => k.startsWith('__reactFiber'));
  }, selector);
}

/** Console errors and page errors (hydration mismatches show up here), ignoring a missing favicon. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && !/favicon/i.test(m.text() + (m.location().url ?? ''))) errors.push(`console: ${m.text()}`);
  });
  return errors;
}

/**
 * Presses Tab (Shift+Tab with `back`) until the element is focused, as someone on the keyboard alone does,
 * failing after `limit` presses.
 */
export async function tabTo(page: Page, selector: string, { back = false, limit = 300 } = {}): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}
