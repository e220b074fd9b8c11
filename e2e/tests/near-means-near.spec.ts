import type { PlanQuoteResponse } from '@homeward/domain';
import { test, expect } from '../support/test';
import { apiSearch, aud, cardNames, catalogue, collectErrors, planQuoteBody, seriousAxeViolations, waitForHydration } from '../support';
import type { Page } from '@playwright/test';

/**
 * "Near means near", as Margaret found it on her phone: 81, Melbourne 3000,
 * classification 4, a plan of personal care, physiotherapy and cleaning, looking for a Greek-speaking provider.
 * The quote lists only nearby providers by default (it used to start with Wagga Wagga and list Perth and
 * Darwin), whole-plan offers cheapest first after those that visit her area, part-plan offers apart with no
 * "left in your budget"; the directory near 3000 shows the nearest provider that visits her area first; the
 * Greek filter near 3000 does not show Darwin.
 */
test.use({ viewport: { width: 390, height: 844 } });

const PLAN = { 'Personal care': 3, Physiotherapy: 1, 'Domestic assistance': 2 } as const;
const FAR_AWAY = ['Top End Home Help (Demo)', 'Mindil Home Care (Demo)', 'Swan River Home Support (Demo)', 'Bluegum Community Services (Demo)'];

const nearField = (page: Page) => page.getByRole('combobox', { name: 'Near (postcode or suburb)' });

test("Margaret's quote near 3000 lists only nearby providers: whole-plan offers first, part-plan offers apart", async ({ page }) => {
  const errors = collectErrors(page);
  const { classifications, idOf } = await catalogue(page.request);
  const level4 = classifications.find((c) => c.level === 4)!;

  await page.goto('/calculator');
  await waitForHydration(page);
  await page.getByRole('radio', { name: new RegExp(`Classification 4: ${level4.name}`) }).check();
  for (const [name, hours] of Object.entries(PLAN)) await page.getByRole('spinbutton', { name: `${name} Hours per week` }).fill(String(hours));
  const near = page.getByLabel('Your postcode or suburb');
  await near.fill('3000');
  await near.press('Enter');

  // The same body an old client sends: no radius. The answer says which radius the default rule chose.
  const body = planQuoteBody(level4.id, PLAN, idOf, '3000');
  const api = (await (await page.request.post('/api/plans/quote', { data: body })).json()) as PlanQuoteResponse;
  expect(api.radiusKm).toBe(50);
  const complete = api.quotes.filter((q) => q.missingServices.length === 0 && q.unpricedServices.length === 0);
  const partial = api.quotes.filter((q) => !complete.includes(q));
  expect(complete.length).toBeGreaterThanOrEqual(2);
  expect(partial.length).toBeGreaterThanOrEqual(1);

  const scope = page.getByTestId('quote-scope');
  await expect(scope).toContainText('Providers within 50 km of 3000');
  await expect(page.getByRole('button', { name: 'Look farther: within 100 km' })).toBeVisible();

  const whole = page.getByRole('region', { name: 'Can do your whole plan' });
  await expect(whole.getByTestId('quote-row')).toHaveCount(complete.length);
  for (const [i, q] of complete.entries()) {
    const row = whole.getByTestId('quote-row').nth(i);
    await expect(row).toHaveAttribute('data-provider-id', String(q.provider.id));
    await expect(row.getByTestId('quote-weekly')).toHaveText(aud(q.weeklyCost));
    await expect(row.getByTestId('quote-area-note')).toHaveText(q.provider.servesSearchedArea ? 'Visits your area' : /^Does not list your area/);
  }
  // Those that visit her area first, each group cheapest first.
  const serving = complete.filter((q) => q.provider.servesSearchedArea).map((q) => q.weeklyCost);
  expect(serving).toEqual([...serving].sort((a, b) => a - b));
  expect(complete.findIndex((q) => !q.provider.servesSearchedArea)).toBeGreaterThanOrEqual(serving.length);

  const part = page.getByRole('region', { name: 'Can do only part of your plan' });
  await expect(part.getByText(/The price shown is only for the part they cover/)).toBeVisible();
  await expect(part.getByTestId('quote-row')).toHaveCount(partial.length);
  await expect(part.getByTestId('quote-remaining')).toHaveCount(0);
  await expect(part.getByText('The part they cover, a week').first()).toBeVisible();

  // Nothing far away: every row within 50 km or visiting 3000, and none of the providers Margaret saw.
  for (const q of api.quotes) expect(q.provider.servesSearchedArea || q.provider.distanceKm! <= 50).toBe(true);
  for (const name of FAR_AWAY) await expect(page.getByRole('link', { name })).toHaveCount(0);

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousAxeViolations(page), 'axe on the quote near 3000').toEqual([]);

  // Looking farther, by keyboard alone: the same plan within 100 km, and no wider step after it.
  await page.getByRole('button', { name: 'Look farther: within 100 km' }).focus();
  await page.keyboard.press('Enter');
  await expect(scope).toContainText('Providers within 100 km of 3000');
  await expect(page.getByRole('button', { name: /Look farther/ })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the directory near 3000 shows the nearest provider that visits the area first; the Greek filter does not show Darwin', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/provider-directory');
  await waitForHydration(page);
  await nearField(page).fill('3000');
  await nearField(page).press('Enter');
  await expect(page).toHaveURL(/\/provider-directory\?near=3000$/);

  const nearest = await apiSearch(page, '?near=3000&radiusKm=auto&sort=distance');
  expect(nearest[0]).toMatchObject({ businessName: 'Flinders Lane Home Care (Demo)', servesSearchedArea: true });
  await expect.poll(() => cardNames(page)).toEqual(nearest.map((p) => p.businessName));
  await expect(page.getByLabel('Distance')).toHaveValue('auto');
  await expect(page.getByLabel('Sort by')).toHaveValue('distance');
  await expect(page.getByTestId('directory-scope')).toContainText('Providers within 50 km of 3000');
  const first = page.getByRole('article').first();
  await expect(first.getByTestId('provider-area-note')).toContainText('Visits your area');
  // A featured provider's card says what Featured means; no card shows a star rating.
  const featured = page.locator('article[data-highlighted]').first();
  await expect(featured.getByText(/A paid, highlighted listing\. It never changes prices or which providers are nearest\./)).toBeVisible();
  await expect(page.getByText(/out of 5|reviews\)/)).toHaveCount(0);
  const notServing = nearest.find((p) => !p.servesSearchedArea)!;
  await expect(page.getByRole('article', { name: notServing.businessName }).getByTestId('provider-area-note')).toContainText('Does not list your area');
  expect(await seriousAxeViolations(page), 'axe on the directory near 3000').toEqual([]);

  // Greek, as Margaret asked: nearby Greek speakers only.
  await page.locator('summary', { hasText: 'More filters' }).click();
  await page.getByRole('group', { name: 'Language spoken by staff' }).getByLabel('Greek').check();
  await expect(page).toHaveURL(/near=3000&languages=el$/);
  const greek = await apiSearch(page, '?near=3000&radiusKm=auto&sort=distance&languages=el');
  expect(greek.length).toBeGreaterThanOrEqual(3);
  await expect.poll(() => cardNames(page)).toEqual(greek.map((p) => p.businessName));
  await expect(page.getByRole('article').first()).toHaveAccessibleName('Flinders Lane Home Care (Demo)');
  await expect(page.getByText(/Darwin/)).toHaveCount(0);
  for (const p of greek) expect(p.state).toBe('VIC');

  // Looking farther is one key press away.
  await page.getByRole('button', { name: 'Look farther: within 100 km' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/radius=100/);
  await expect(page.getByTestId('directory-scope')).toContainText('Providers within 100 km of 3000');

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousAxeViolations(page), 'axe on the Greek filter near 3000').toEqual([]);
  expect(errors).toEqual([]);
});
