import { test, expect } from '../support/test';
import { signIn } from '../support';
import type { Page } from '@playwright/test';

/**
 * Price editing in the admin console: the grid's "priced N of M", the price-list section of the
 * provider form with its inline errors, and the saved list as the public API serves it.
 */
const PROVIDER = 'Yarra Valley Support Co (Demo)';

/** Finds the provider's row (checking it shows `rowShows` while the grid is in view), then opens its edit dialog. */
async function openEdit(page: Page, rowShows?: string) {
  await page.getByLabel('Search providers').fill('Yarra Valley');
  // The filter reaches the address after a debounce; wait for it, or it would close the dialog opened below.
  await expect(page).toHaveURL(/Yarra/);
  await expect(page.getByRole('row')).toHaveCount(2);
  const row = page.getByRole('row').filter({ hasText: PROVIDER });
  if (rowShows) await expect(row).toContainText(rowShows);
  await row.getByRole('link', { name: `Edit ${PROVIDER}` }).click();
  return { row, dialog: page.getByRole('dialog', { name: 'Edit provider' }) };
}

async function save(dialog: ReturnType<Page['getByRole']>) {
  // Keyboard activation (focus, then Space: a button's own key, which submits once), as a keyboard user would.
  const button = dialog.getByRole('button', { name: 'Save provider' });
  await button.focus();
  await button.press('Space');
}

test.describe('admin console: provider prices', () => {
  test('an unpriced service gets a price: inline errors first, then saved and shown by the public profile', async ({ page, request }) => {
    await signIn(page);
    const { row, dialog } = await openEdit(page, 'priced 5 of 6');

    const nursing = dialog.getByRole('group', { name: 'Prices for Nursing care' });
    await expect(nursing).toContainText('(price an hour)');
    await expect(dialog.getByRole('group', { name: 'Prices for Meal delivery (per meal)' })).toContainText('(price a meal)');
    const standard = nursing.getByLabel('Nursing care: Weekday daytime price, dollars an hour');
    await expect(standard).toHaveValue('');

    // A time-of-day price without the weekday one, and three decimals: errors under the cells, nothing saved.
    await nursing.getByLabel('Nursing care: Sunday price, dollars an hour').fill('210.555');
    // The dialog scrolls with the page (scroll="body") and is taller than the window here: save from the
    // keyboard, as a keyboard user would (Tab to the button, Enter).
    await save(dialog);
    await expect(nursing.getByText('Enter the weekday daytime price, or clear this row')).toBeVisible();
    await expect(nursing.getByText(/Enter a price like 98\.50/)).toBeVisible();
    await expect(dialog).toBeVisible();
    // The console's one-at-a-time toast says so too; the reader closes it before fixing the prices.
    const invalid = page.getByTestId('toast').filter({ hasText: 'The form is not valid' });
    await expect(invalid).toBeVisible();
    await invalid.getByRole('button', { name: 'Close' }).click();
    await expect(invalid).toBeHidden();

    await standard.fill('152.50');
    await nursing.getByLabel('Nursing care: Sunday price, dollars an hour').fill('210');
    await expect(nursing.getByText(/Enter a price like/)).toHaveCount(0);
    await save(dialog);
    await expect(page.getByTestId('toast').filter({ hasText: /updated/i })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('priced 6 of 6');

    const admin = await (await page.request.get('/api/admin/providers', { params: { filter: JSON.stringify({ q: 'Yarra Valley' }) } })).json();
    const id = admin[0].id as number;
    const profile = await (await request.get(`/api/providers/${id}`)).json();
    const price = profile.prices.find((p: { serviceName: string }) => p.serviceName === 'Nursing care');
    expect(price).toMatchObject({ unit: 'hour', standard: '152.50', sunday: '210.00', evening: null });
    expect(new Date(profile.pricesUpdatedAt).getTime()).toBeGreaterThan(Date.now() - 10 * 60_000);

    // Leave the demo data as seeded: the admin API takes the list back without the nursing price.
    const restored = profile.prices
      .filter((p: { serviceName: string }) => p.serviceName !== 'Nursing care')
      .map(({ serviceName: _n, unit: _u, ...rest }: Record<string, unknown>) => rest);
    expect((await page.request.put(`/api/admin/providers/${id}`, { data: { prices: restored } })).status()).toBe(200);
    const cleared = await (await request.get(`/api/providers/${id}`)).json();
    expect(cleared.prices.map((p: { serviceName: string }) => p.serviceName)).not.toContain('Nursing care');
    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: PROVIDER })).toContainText('priced 5 of 6');
  });
});
