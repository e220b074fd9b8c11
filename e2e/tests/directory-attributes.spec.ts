import { test, expect } from '../support/test';
import { apiSearch, collectErrors, expectCards, seriousAxeViolations, waitForHydration } from '../support';

/**
 * The directory's "More filters" (language, diverse needs, taking new clients) on a
 * 375 px phone: closed at first so the page stays short, each choice narrows the list like the API,
 * the URL keeps them, cards say it in plain words, and axe finds nothing serious.
 */
test.use({ viewport: { width: 375, height: 812 } });

test('filters the directory by language and diverse need on a phone, keeps them in the URL, and shows them on cards', async ({ page }) => {
  const errors = collectErrors(page);
  const all = await apiSearch(page, '');
  const greek = await apiSearch(page, '?languages=el');
  const greekOrItalian = await apiSearch(page, '?languages=el,it');
  const greekOrItalianDementia = await apiSearch(page, '?languages=el,it&diverseNeeds=dementia');
  expect(greek.length).toBeGreaterThan(0);
  expect(greekOrItalian.length).toBeGreaterThan(greek.length);
  expect(greekOrItalian.length).toBeLessThan(all.length);
  expect(greekOrItalianDementia.length).toBeGreaterThan(0);
  expect(greekOrItalianDementia.length).toBeLessThan(greekOrItalian.length);

  await page.goto('/provider-directory');
  await waitForHydration(page);
  await expectCards(page, all);

  // Closed by default: the phone sees the usual fields, not 30 checkboxes.
  const summary = page.locator('summary', { hasText: 'More filters' });
  await expect(summary).toBeVisible();
  await expect(page.getByRole('group', { name: 'Language spoken by staff' })).toBeHidden();
  expect(await seriousAxeViolations(page), 'axe with More filters closed').toEqual([]);

  // Opened from the keyboard.
  await summary.focus();
  await page.keyboard.press('Enter');
  const languages = page.getByRole('group', { name: 'Language spoken by staff' });
  await expect(languages).toBeVisible();

  await languages.getByLabel('Greek').check();
  await expect(page).toHaveURL(/\?languages=el$/);
  await expectCards(page, greek);
  for (const name of greek.map((p) => p.businessName)) {
    await expect(page.getByRole('article', { name }).getByText(/Greek/)).toBeVisible();
  }

  await languages.getByLabel('Italian').check();
  await expect(page).toHaveURL(/\?languages=el%2Cit$/);
  await expectCards(page, greekOrItalian);

  await page
    .getByRole('group', { name: /Experience with/ })
    .getByLabel('People living with dementia')
    .check();
  await expect(page).toHaveURL(/\?languages=el%2Cit&diverseNeeds=dementia$/);
  await expectCards(page, greekOrItalianDementia);
  const first = page.getByRole('article', { name: greekOrItalianDementia[0].businessName });
  await expect(first.getByText('Experience with')).toBeVisible();
  await expect(first.getByText(/People living with dementia/)).toBeVisible();
  await expect(first.getByText(/^(Taking new clients|Has a waiting list|Not taking new clients)/)).toBeVisible();
  await expect(page.getByText('(3 chosen)')).toBeVisible();

  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await seriousAxeViolations(page), 'axe with More filters open and chosen').toEqual([]);

  // A shared link opens with the same filters, the disclosure open.
  await page.goto('/provider-directory?languages=el,it&diverseNeeds=dementia');
  await waitForHydration(page);
  await expectCards(page, greekOrItalianDementia);
  await expect(page.getByRole('group', { name: 'Language spoken by staff' }).getByLabel('Italian')).toBeChecked();

  // Taking new clients, on top.
  const taking = await apiSearch(page, '?languages=el,it&diverseNeeds=dementia&acceptingNewClients=yes');
  await page.getByLabel('Taking new clients now').check();
  await expectCards(page, taking);

  await page.getByRole('button', { name: 'Clear search and filters' }).click();
  await expectCards(page, all);
  await expect(page).toHaveURL(/\/provider-directory$/);
  expect(errors).toEqual([]);
});

test('the search API refuses an unknown language with a 400 that names it', async ({ request }) => {
  const res = await request.get('/api/providers/search?languages=klingon');
  expect(res.status()).toBe(400);
  expect(JSON.stringify(await res.json())).toContain('klingon');
});
