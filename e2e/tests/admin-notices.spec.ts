import { test, expect } from '../support/test';
import { shoot, signIn, wcagViolations } from '../support';
import type { Page } from '@playwright/test';

/** The toast says so; closed by its button (inside an open dialog the modal layer covers it for the pointer). */
async function toastSays(page: Page, text: string) {
  const toast = page.getByTestId('toast').filter({ hasText: text });
  await expect(toast).toBeVisible();
  await toast.locator('button[aria-label^="Close"]').dispatchEvent('click');
  await expect(toast).toBeHidden();
}

/**
 * Regulatory notices in the console: recorded from the keyboard in the provider's edit
 * dialog, refused with the field named (nothing typed lost), shown by the public trust panel and the search at once,
 * ended, and the team's check recorded.
 */
const PROVIDER = 'Bluegum Community Services (Demo)';

async function openEdit(page: Page) {
  await page.getByLabel('Search providers').fill('Bluegum');
  await expect(page).toHaveURL(/Bluegum/);
  const row = page.getByRole('row').filter({ hasText: PROVIDER });
  await row.getByRole('link', { name: `Edit ${PROVIDER}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit provider' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("admin records, ends and checks a provider's notices by keyboard", async ({ page, request }) => {
  const width = 1280;
  await page.setViewportSize({ width, height: 900 });
  await signIn(page);
  const dialog = await openEdit(page);
  const section = dialog.getByRole('region', { name: 'Notices from the regulator' });
  await expect(section.getByTestId('notices-checked')).toContainText('Not checked yet');

  const form = section.getByRole('form', { name: 'Record a notice' });
  // The kind, from the keyboard: focus the select, open it with Enter, pick with the arrows.
  const kind = form.getByRole('combobox', { name: /Kind of notice/ });
  await kind.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: 'Compliance notice (notice to remedy)' }).focus();
  await page.keyboard.press('Enter');
  await expect(kind).toContainText('Compliance notice');
  // A date field's typing order follows the browser's locale: fill it with the ISO date.
  await form.getByLabel(/Issued on/).fill('2026-04-01');
  await form.getByLabel(/Summary in plain words/).fill('Told to fix how it records medicines by 30 June.');
  await form.getByLabel(/Link to the notice/).fill('https://example.com/notice');
  await form.getByRole('button', { name: 'Record notice' }).focus();
  await page.keyboard.press('Enter');
  await expect(form.getByText(/Paste the link to the notice on agedcarequality.gov.au/)).toBeVisible();
  await expect(form.getByLabel(/Summary in plain words/)).toHaveValue('Told to fix how it records medicines by 30 June.');
  await shoot(page, `admin-notices-error-${width}.png`, { fullPage: true });

  await form.getByLabel(/Link to the notice/).fill('https://www.agedcarequality.gov.au/providers/compliance-notices/e2e');
  await form.getByRole('button', { name: 'Record notice' }).focus();
  await page.keyboard.press('Enter');
  await toastSays(page, 'Notice recorded');
  const item = section.getByTestId('admin-notice').filter({ hasText: 'Compliance notice' }).first();
  await expect(item).toContainText('In force');
  await expect(item).toContainText('Issued 1 April 2026');
  expect(await wcagViolations(page)).toEqual([]);
  await shoot(page, `admin-notices-${width}.png`, { fullPage: true });

  // The public side, at once: the trust panel and the directory's hide filter.
  const [card] = await (await request.get('/api/providers/search', { params: { q: 'Bluegum' } })).json();
  expect(card.hasCurrentNotice).toBe(true);
  const hidden = await (await request.get('/api/providers/search', { params: { q: 'Bluegum', hideWithCurrentNotice: 'true' } })).json();
  expect(hidden).toEqual([]);
  const trust = await (await request.get(`/api/providers/${card.id}/trust`)).json();
  expect(trust.currentNotices.map((n: { kindLabel: string }) => n.kindLabel)).toContain('Compliance notice (notice to remedy)');

  // End it, and record the check.
  await item.getByRole('button', { name: 'Mark as ended today' }).focus();
  await page.keyboard.press('Enter');
  await toastSays(page, 'Notice marked as ended');
  await expect(item).toContainText('Ended');
  await section.getByRole('button', { name: 'I checked the Commission today' }).focus();
  await page.keyboard.press('Enter');
  await toastSays(page, 'Check recorded');
  await expect(section.getByTestId('notices-checked')).toContainText('Last checked');
  const after = await (await request.get(`/api/providers/${card.id}/trust`)).json();
  expect(after.currentNotices).toEqual([]);
  expect(after.noticesCheckedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await shoot(page, 'admin-notices-ended-1280.png', { fullPage: true });

  // On a phone: the same section, no wider than the screen, no axe findings.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(section).toBeVisible();
  const box = await section.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await wcagViolations(page)).toEqual([]);
  await section.scrollIntoViewIfNeeded();
  await shoot(page, 'admin-notices-390.png', { fullPage: true });
});
