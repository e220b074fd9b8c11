import { test, expect } from '../support/test';
import { axeBuilder, RUN, signIn } from '../support';
import type { Page } from '@playwright/test';

/**
 * The provider form's postcode lookup: against the running API and its real locality table.
 */

async function openAddForm(page: Page) {
  await signIn(page);
  await page.getByRole('link', { name: 'Add provider' }).click();
  return page.getByRole('dialog', { name: 'Add provider' });
}

test.describe('admin provider form: postcode lookup', () => {
  test('a postcode offers its suburbs and fills the state; the provider saves', async ({ page }) => {
    const name = `Postcode Care ${RUN}`;
    const lookups: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/locations/')) lookups.push(pathname);
    });
    const dialog = await openAddForm(page);
    await dialog.getByLabel('Business name').fill(name);
    await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(`postcode-${RUN}@provider.example`);
    await dialog.getByLabel('Phone').fill('03 5550 0142');
    await dialog.getByLabel('Street address').fill('12 Sydney Road');

    await dialog.getByLabel('Postcode').fill('3056');
    const state = dialog.getByRole('combobox', { name: /State or territory/ });
    await expect(state).toHaveText('Victoria (VIC)');

    const suburb = dialog.getByRole('combobox', { name: /Suburb/ });
    await suburb.click();
    const suggestions = page.getByRole('listbox', { name: /Suburb/ });
    await expect(suggestions.getByRole('option', { name: 'Brunswick', exact: true })).toBeVisible();
    const axe = await axeBuilder(page).include('[role="dialog"]').include('[role="listbox"]').analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

    // Keyboard: the first suggestion is Brunswick.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(suburb).toHaveValue('Brunswick');
    await expect(suggestions).toBeHidden();
    expect(lookups).toEqual(['/api/locations/3056']);

    // Service areas: a suggested 'Suburb STATE' becomes a chip.
    await dialog.getByRole('combobox', { name: /Service areas/ }).fill('Brunswick');
    await page.getByRole('option', { name: /^Brunswick VIC/ }).click();
    await expect(dialog.getByRole('button', { name: 'Brunswick VIC' })).toBeVisible();

    await dialog.getByRole('button', { name: 'Save provider' }).click();
    const toast = page.getByTestId('toast').filter({ hasText: 'Provider added' });
    await expect(toast).toBeVisible();
    await toast.locator('button[aria-label="Close"]').click();
    await expect(dialog).toBeHidden();

    await page.getByLabel('Search providers').fill(name);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Brunswick');
    await expect(row).toContainText('VIC 3056');

    // Tidy up, so the public directory's near-me results stay as seeded.
    page.once('dialog', (d) => void d.accept());
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    await expect(row).toHaveCount(0);
  });

  test('an unknown postcode is an error on the field; a known one clears it', async ({ page }) => {
    const dialog = await openAddForm(page);
    const postcode = dialog.getByLabel('Postcode');
    await postcode.fill('0001');
    await expect(postcode).toHaveAttribute('aria-invalid', 'true');
    await expect(postcode).toHaveAccessibleDescription('We could not find that postcode');

    await postcode.fill('305');
    await dialog.getByRole('button', { name: 'Save provider' }).click();
    await expect(postcode).toHaveAccessibleDescription('Enter a 4-digit postcode');

    await postcode.fill('2150');
    await expect(postcode).toHaveAttribute('aria-invalid', 'false');
    await expect(dialog.getByRole('combobox', { name: /State or territory/ })).toHaveText('New South Wales (NSW)');
    await expect(dialog.getByRole('status')).toHaveText('3 suburbs found for 2150. State set to New South Wales (NSW).');
  });
});
