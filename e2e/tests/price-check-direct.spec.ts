import { expect, test } from '../support/test';
import { collectErrors, seriousAxeViolations, shoot, waitForHydration } from '../support';
import type { Page } from '@playwright/test';

/**
 * "Is this price fair?" opened the way most people arrive: typed, bookmarked, from a search engine, or reloaded.
 * It used to work only when reached from inside the site: a direct load kept the prerendered form, which said
 * "Loading services..." for ever. Here it is opened directly, used, reloaded and used again, by keyboard, at a
 * phone's and a laptop's width, and opened from a provider's link with the price filled in.
 */

const SERVICE = 'Which service?';

/** The service list has come from the API and the form answers: the live form, not the prerendered one. */
async function expectLiveForm(page: Page) {
  const service = page.getByLabel(SERVICE);
  await expect(service.locator('option').first()).toHaveText('Choose a service');
  expect(await service.locator('option').count()).toBeGreaterThan(3);
  await expect(page.getByText('Loading services...')).toHaveCount(0);
}

/** Personal care at $60 an hour, weekday daytime, chosen and checked by keyboard alone. */
async function checkByKeyboard(page: Page) {
  await page.getByLabel(SERVICE).focus();
  await page.keyboard.press('End');
  await page.getByLabel(SERVICE).selectOption({ label: 'Personal care' });
  await page.getByLabel(/Price you were quoted for one hour/).focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('60');
  await page.keyboard.press('Enter');
  const result = page.getByTestId('fair-price-result');
  await expect(result.getByRole('heading', { level: 3 })).toContainText('$60.00 an hour');
  return result;
}

for (const viewport of [
  { name: '390', width: 390, height: 844 },
  { name: '1280', width: 1280, height: 900 },
]) {
  test(`/price-check opened directly and reloaded works at ${viewport.name} px`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.setViewportSize(viewport);
    await page.goto('/price-check');
    await waitForHydration(page);
    await expectLiveForm(page);
    await checkByKeyboard(page);
    await shoot(page, `price-check-direct-${viewport.name}.png`, { fullPage: true });

    await page.reload();
    await waitForHydration(page);
    await expectLiveForm(page);
    // A reload starts a fresh, blank form that still answers.
    await expect(page.getByTestId('fair-price-result')).toHaveCount(0);
    await checkByKeyboard(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test("a provider's price link opened directly (a bookmark, a new tab) checks the price at once", async ({ page }) => {
  const services = (await (await page.request.get('/api/services')).json()) as Array<{ id: number; name: string }>;
  const personalCare = services.find((s) => s.name === 'Personal care');
  expect(personalCare, 'personal care in the catalogue').toBeDefined();
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/price-check?service=${personalCare!.id}&time=sunday&price=150.00`);
  await waitForHydration(page);
  const result = page.getByTestId('fair-price-result');
  await expect(result).toHaveAttribute('data-time', 'sunday');
  await expect(page.getByLabel(SERVICE)).toHaveValue(String(personalCare!.id));
  await expect(page.getByLabel(/Price you were quoted/)).toHaveValue('150.00');
  await page.reload();
  await expect(result).toHaveAttribute('data-time', 'sunday');
  await shoot(page, 'price-check-from-link-390.png', { fullPage: true });
  expect(errors).toEqual([]);
});
