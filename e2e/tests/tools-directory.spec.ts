import type { ProviderLeadDto, ServiceDto } from '@homeward/domain';
import { test, expect } from '../support/test';
import {
  adminLogin,
  apiSearch,
  collectErrors,
  expectCards,
  expectToast,
  fillLeadDialog,
  leadDetails,
  seriousAxeViolations,
  waitForHydration,
} from '../support';

/** The provider directory: search and each filter narrow the list as the API does, the URL keeps them. */

test('search and each filter narrow the results like the API, and the URL keeps them', async ({ page }) => {
  const errors = collectErrors(page);
  const all = await apiSearch(page, '');
  expect(all.length).toBeGreaterThanOrEqual(12);

  await page.goto('/provider-directory');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Trusted Provider Directory' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  await expectCards(page, all);
  expect(await seriousAxeViolations(page), 'axe on the loaded directory').toEqual([]);

  // Text search (debounced, then in the URL).
  const word = all[1].businessName.split(' ')[0];
  await page.getByRole('searchbox', { name: 'Search by name or description' }).fill(word);
  await expect(page).toHaveURL(new RegExp(`\\?q=${word}$`));
  const byText = await apiSearch(page, `?q=${encodeURIComponent(word)}`);
  expect(byText.length).toBeLessThan(all.length);
  await expectCards(page, byText);

  // State filter, on top of nothing else.
  await page.getByRole('button', { name: 'Clear search and filters' }).click();
  await expectCards(page, all);
  await page.getByLabel('State or territory').selectOption('VIC');
  await expect(page).toHaveURL(/\?state=VIC$/);
  const vic = await apiSearch(page, '?state=VIC');
  expect(vic.length).toBeGreaterThan(0);
  expect(vic.length).toBeLessThan(all.length);
  await expectCards(page, vic);

  // The back button returns to the unfiltered list.
  await page.goBack();
  await expect(page).toHaveURL(/\/provider-directory$/);
  await expect(page.getByLabel('State or territory')).toHaveValue('all');
  await expectCards(page, all);
  await page.goForward();
  await expect(page.getByLabel('State or territory')).toHaveValue('VIC');
  await expectCards(page, vic);

  // Service filter.
  await page.getByRole('button', { name: 'Clear search and filters' }).click();
  const services = (await (await page.request.get('/api/services')).json()) as ServiceDto[];
  const counts = await Promise.all(services.map(async (s) => ({ s, n: (await apiSearch(page, `?services=${s.id}`)).length })));
  const narrowing = counts.find((c) => c.n > 0 && c.n < all.length)!;
  await page.getByLabel('Type of service').selectOption(String(narrowing.s.id));
  await expect(page).toHaveURL(new RegExp(`\\?service=${narrowing.s.id}$`));
  await expectCards(page, await apiSearch(page, `?services=${narrowing.s.id}`));

  // A shared URL opens with its filters.
  await page.goto(`/provider-directory?state=VIC&service=${narrowing.s.id}`);
  await waitForHydration(page);
  await expect(page.getByLabel('State or territory')).toHaveValue('VIC');
  await expectCards(page, await apiSearch(page, `?state=VIC&services=${narrowing.s.id}`));
  expect(errors).toEqual([]);
});

test('nothing matching shows the empty state', async ({ page }) => {
  await page.goto('/provider-directory?q=no-such-provider-anywhere');
  await waitForHydration(page);
  await expect(page.getByText('No providers found')).toBeVisible();
  await expect(page.getByText('Try adjusting your search criteria or state filter.')).toBeVisible();
  expect(await seriousAxeViolations(page), 'axe on the empty state').toEqual([]);
});

test('cards show the Featured badge only for highlighted providers, and at most 3 services', async ({ page }) => {
  const all = await apiSearch(page, '');
  const featured = all.find((p) => p.isHighlighted)!;
  const plain = all.find((p) => !p.isHighlighted)!;
  const many = all.find((p) => p.services.length > 3)!;
  await page.goto('/provider-directory');
  await waitForHydration(page);
  const featuredCard = page.getByRole('article', { name: featured.businessName });
  await expect(featuredCard.getByText('Featured', { exact: true })).toBeVisible();
  const badgeColour = await featuredCard.getByText('Featured', { exact: true }).evaluate((el) => getComputedStyle(el).color);
  expect(badgeColour).toBe('rgb(138, 97, 0)'); // the theme's gold
  await expect(page.getByRole('article', { name: plain.businessName }).getByText('Featured', { exact: true })).toHaveCount(0);

  const manyCard = page.getByRole('article', { name: many.businessName });
  const badges = manyCard.getByRole('list', { name: 'Services offered' }).getByRole('listitem');
  await expect(badges).toHaveText([...many.services.slice(0, 3).map((s) => s.name), `+${many.services.length - 3} more`]);
  if (featured.website) {
    const site = featuredCard.getByRole('link', { name: /Visit Website/ });
    await expect(site).toHaveAttribute('target', '_blank');
    await expect(site).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await expect(featuredCard.getByRole('link', { name: new RegExp(featured.email) })).toHaveAttribute('href', `mailto:${featured.email}`);
});

test('a provider lead is sent and reaches the admin list', async ({ page, baseURL }) => {
  const errors = collectErrors(page);
  const provider = (await apiSearch(page, '?state=NSW'))[0];
  const lead = leadDetails('Provider');
  await page.goto('/provider-directory');
  await waitForHydration(page);
  const card = page.getByRole('article', { name: provider.businessName });
  await card.getByRole('button', { name: /Connect with Provider/ }).click();
  const dialog = page.getByRole('dialog', { name: `Connect with ${provider.businessName}` });
  await expect(dialog).toBeVisible();
  expect(await seriousAxeViolations(page), 'axe with the provider dialog open').toEqual([]);

  await fillLeadDialog(page, lead);
  await dialog.getByRole('button', { name: 'Send my details' }).click();
  await expectToast(page, `${provider.businessName} will contact you soon to discuss your aged care needs.`);
  await expect(dialog).toBeHidden();

  await adminLogin(page.request, baseURL!);
  const leads = (await (await page.request.get('/api/admin/leads/provider')).json()) as ProviderLeadDto[];
  expect(leads.find((l) => l.email === lead.email)).toMatchObject({
    name: lead.name,
    providerName: provider.businessName,
    serviceLevel: lead.serviceLevel,
    hasReferralId: false,
    selfManagement: false,
  });
  expect(errors).toEqual([]);
});
