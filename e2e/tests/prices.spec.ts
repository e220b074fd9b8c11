import type { PlanQuoteResponse, ProviderLeadDto, ProviderProfileDto, ProviderSearchResult } from '@homeward/domain';
import { test, expect } from '../support/test';
import {
  adminLogin,
  aud,
  catalogue,
  collectErrors,
  expectToast,
  fillLeadDialog,
  leadDetails,
  planQuoteBody,
  recordScripts,
  seriousAxeViolations,
  waitForHydration,
} from '../support';

/**
 * On the public site: a plan priced at providers near a postcode (figures equal to POST
 * /api/plans/quote), a provider's page read from the server's HTML with JavaScript off, the fair-price check,
 * and the directory's "from $X" price.
 */
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const PLACE = '2150';
const PLAN = { 'Personal care': 3, 'Nursing care': 2, 'Transport (per trip)': 2 } as const;

test('a plan priced at providers near a postcode shows the API quote figures, sends a lead with the plan from a row, and the share link carries the place', async ({
  page,
  baseURL,
}) => {
  const errors = collectErrors(page);
  const { classifications, services, idOf } = await catalogue(page.request);
  const classification = classifications.find((c) => c.level === 3)!;
  expect(services.find((s) => s.name === 'Transport (per trip)')!.unit).toBe('trip');

  await page.goto('/calculator');
  await waitForHydration(page);
  // Quantities are asked by unit: trips for transport, hours for care.
  await expect(page.getByRole('spinbutton', { name: 'Transport (per trip) Trips per week' })).toBeVisible();
  await expect(page.getByText('Add at least one service first (step 2).')).toBeVisible();

  await page.getByRole('radio', { name: new RegExp(`Classification 3: ${classification.name}`) }).check();
  await page.getByRole('spinbutton', { name: 'Personal care Hours per week' }).fill(String(PLAN['Personal care']));
  await page.getByRole('spinbutton', { name: 'Nursing care Hours per week' }).fill(String(PLAN['Nursing care']));
  await page.getByRole('spinbutton', { name: 'Transport (per trip) Trips per week' }).fill(String(PLAN['Transport (per trip)']));
  const near = page.getByLabel('Your postcode or suburb');
  await near.fill(PLACE);
  await near.press('Enter');

  const body = planQuoteBody(classification.id, PLAN, idOf, PLACE);
  const res = await page.request.post('/api/plans/quote', { data: body });
  expect(res.status()).toBe(200);
  const api = (await res.json()) as PlanQuoteResponse;
  expect(api.quotes.length).toBeGreaterThan(0);

  const rows = page.getByTestId('quote-row');
  await expect(rows).toHaveCount(api.quotes.length);
  await expect(page.getByTestId('quote-baseline')).toContainText(`${aud(api.catalogue.weeklyCost)} a week or ${aud(api.catalogue.quarterlyCost)} a quarter`);
  for (const [i, quote] of api.quotes.entries()) {
    const row = rows.nth(i);
    await expect(row).toHaveAttribute('data-provider-id', String(quote.provider.id));
    await expect(row.getByRole('link', { name: quote.provider.businessName })).toHaveAttribute('href', `/provider-directory/${quote.provider.id}?near=2150`);
    await expect(row.getByTestId('quote-weekly')).toHaveText(aud(quote.weeklyCost));
    await expect(row.getByTestId('quote-quarterly')).toHaveText(aud(quote.quarterlyCost));
    // 032: only an offer for the whole plan says what is left of the budget.
    const whole = quote.missingServices.length === 0 && quote.unpricedServices.length === 0;
    if (whole) await expect(row.getByTestId('quote-remaining')).toHaveText(aud(Math.abs(quote.remainingBudget!)));
    else await expect(row.getByTestId('quote-remaining')).toHaveCount(0);
    if (quote.missingServices.length > 0) await expect(row.getByText(/They do not offer/)).toBeVisible();
    if (quote.unpricedServices.length > 0) await expect(row.getByText(/No published price for/)).toBeVisible();
  }
  expect(await seriousAxeViolations(page), 'axe with quotes').toEqual([]);

  // The row's contact button opens the provider lead dialog for that provider, which says the plan goes too.
  const first = api.quotes[0];
  const whole = first.unpricedServices.length === 0 && first.missingServices.length === 0;
  const serviceCount = Object.keys(PLAN).length;
  await rows
    .first()
    .getByRole('button', { name: `Ask ${first.provider.businessName} to contact me` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Connect with ${first.provider.businessName}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('lead-plan-note')).toHaveText(
    whole
      ? `We'll send your plan (${serviceCount} services, ${aud(first.weeklyCost)} a week at their prices) with your details.`
      : new RegExp(`^We'll send your plan \\(${serviceCount} services\\) with your details\\.`),
  );
  expect(await seriousAxeViolations(page), 'axe with the plan lead dialog open').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Opened again from the row (the keyboard closed it) and sent: the lead carries the plan.
  const lead = leadDetails('Plan');
  await rows
    .first()
    .getByRole('button', { name: `Ask ${first.provider.businessName} to contact me` })
    .click();
  await expect(dialog).toBeVisible();
  await fillLeadDialog(page, lead);
  await dialog.getByRole('button', { name: 'Send my details' }).click();
  await expectToast(page, `${first.provider.businessName} will contact you soon to discuss your aged care needs.`);
  await expect(dialog).toBeHidden();

  // Share keeps the place; opening the link prices the plan there again.
  await page.getByRole('button', { name: 'Share' }).click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(link).searchParams.get('near')).toBe(PLACE);
  await page.goto(new URL(link).pathname + new URL(link).search);
  await waitForHydration(page);
  await expect(page.getByLabel('Your postcode or suburb')).toHaveValue(PLACE);
  await expect(page.getByTestId('quote-row')).toHaveCount(api.quotes.length);
  await expect(page.getByTestId('quote-row').first().getByTestId('quote-quarterly')).toHaveText(aud(api.quotes[0].quarterlyCost));

  // The stored plan, worked out by the server at the provider's prices, has the row's figures.
  await adminLogin(page.request, baseURL!);
  const leads = (await (await page.request.get('/api/admin/leads/provider')).json()) as ProviderLeadDto[];
  const stored = leads.find((l) => l.email === lead.email)!;
  expect(stored).toMatchObject({ providerId: first.provider.id, name: lead.name });
  expect(stored.plan).toMatchObject({
    classificationId: classification.id,
    weeklyCost: first.weeklyCost,
    quarterlyCost: first.quarterlyCost,
    remainingBudget: first.remainingBudget,
  });
  expect(Object.fromEntries(stored.plan!.services.map((s) => [s.serviceName, s.perWeek]))).toEqual(PLAN);
  for (const line of stored.plan!.services) {
    const expected = first.missingServices.includes(line.serviceId) ? 'notOffered' : first.unpricedServices.includes(line.serviceId) ? 'unpriced' : 'priced';
    expect(line.status, line.serviceName).toBe(expected);
  }
  expect(errors).toEqual([]);
});

test.describe('a provider page', () => {
  test('is readable from the server HTML with JavaScript disabled: title, h1, description, canonical and the price table', async ({ browser, request }) => {
    const profile = (await (await request.get('/api/providers/1')).json()) as ProviderProfileDto;
    expect(profile.prices.length).toBeGreaterThan(0);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto('/provider-directory/1');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${profile.businessName}: services and prices | Homeward`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(profile.businessName);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', new RegExp(profile.suburb));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/provider-directory\/1$/);
    const table = page.getByRole('table', { name: `${profile.businessName}: prices for each service` });
    await expect(table).toBeVisible();
    for (const price of profile.prices) {
      const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: price.serviceName, exact: true }) });
      await expect(row.getByRole('cell').first()).toContainText(aud(Number(price.standard)));
      await expect(row.getByText(/(Below|Within|Above) the usual range/)).toBeVisible();
    }
    // Services offered without a published price say so, never the catalogue price.
    for (const service of profile.services.filter((s) => !profile.prices.some((p) => p.serviceId === s.id))) {
      const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: service.name, exact: true }) });
      await expect(row).toContainText('Price not published');
    }
    await expect(page.getByText(/may change|can change/).first()).toBeVisible();
    await expect(page.getByText(/common price/).first()).toBeVisible();
    await expect(page.getByText(/capped/)).toHaveCount(0);
    // The range behind a mark is one tap away, without JavaScript too.
    await page.getByText('See the usual range').first().click();
    await expect(page.getByText(/Summary of indicative Support at Home prices/).first()).toBeVisible();
    await context.close();
  });

  test('hydrates without errors, is axe clean at 375 and 1280, its first-load JS is within budget, and asks the provider to contact me', async ({ page }) => {
    const errors = collectErrors(page);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const scripts = recordScripts(page);
      await page.goto('/provider-directory/1', { waitUntil: 'networkidle' });
      await waitForHydration(page);
      const bytes = await scripts.totalGzipBytes();
      console.log(`provider page first-load JS at ${width}px: ${(bytes / 1024).toFixed(1)} KiB (gzip -9)`);
      expect(bytes, `first-load JS of the provider page at ${width}px`).toBeLessThanOrEqual(150_000);
      expect(await seriousAxeViolations(page), `axe at ${width}px`).toEqual([]);
    }
    const name = (await page.getByRole('heading', { level: 1 }).textContent())!;
    await page.getByRole('button', { name: 'Ask this provider to contact me' }).click();
    await expect(page.getByRole('dialog', { name: `Connect with ${name}` })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('unknown, malformed and inactive providers get the not-found page with status 404', async ({ page, baseURL }) => {
    for (const path of ['/provider-directory/999999', '/provider-directory/abc']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);
    }
    await adminLogin(page.request, baseURL!);
    const put = (isActive: boolean) => page.request.put('/api/admin/providers/2', { data: { isActive }, headers: { Origin: baseURL! } });
    expect((await put(false)).ok()).toBeTruthy();
    try {
      expect((await page.goto('/provider-directory/2'))?.status()).toBe(404);
    } finally {
      expect((await put(true)).ok()).toBeTruthy();
    }
    expect((await page.goto('/provider-directory/2'))?.status()).toBe(200);
  });

  test('shows an edit at the next view (the cached page is replaced when the provider changes)', async ({ page, request, baseURL }) => {
    await adminLogin(page.request, baseURL!);
    const before = await (await request.get('/provider-directory/3', { headers: { Accept: 'text/html' } })).text();
    const profile = (await (await request.get('/api/providers/3')).json()) as ProviderProfileDto;
    expect(before).toContain(`<h1`);
    const renamed = `${profile.businessName} Renamed`;
    const put = (businessName: string) => page.request.put('/api/admin/providers/3', { data: { businessName }, headers: { Origin: baseURL! } });
    expect((await put(renamed)).ok()).toBeTruthy();
    try {
      const after = await (await request.get('/provider-directory/3', { headers: { Accept: 'text/html' } })).text();
      expect(after).toContain(`<title>${renamed}: services and prices | Homeward</title>`);
    } finally {
      expect((await put(profile.businessName)).ok()).toBeTruthy();
    }
  });
});

test.describe('is this price fair?', () => {
  test('on the services guide: a high price is marked above the range, with the source, the date and what to do', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/services');
    await waitForHydration(page);
    const section = page.getByRole('region', { name: 'Is this price fair?' });
    await section.scrollIntoViewIfNeeded();
    await section.getByRole('button', { name: 'Check this price' }).click();
    await expect(section.getByText('Choose the service you were quoted for.')).toBeVisible();
    await expect(section.getByLabel('Which service?')).toBeFocused();

    await section.getByLabel('Which service?').selectOption({ label: 'Personal care' });
    await section.getByLabel(/Price you were quoted for one hour/).fill('abc');
    await section.getByRole('button', { name: 'Check this price' }).click();
    await expect(section.getByText(/Enter the price in dollars/)).toBeVisible();

    await section.getByLabel(/Price you were quoted for one hour/).fill('130');
    await section.getByRole('button', { name: 'Check this price' }).click();
    const result = page.getByTestId('fair-price-result');
    await expect(result).toHaveAttribute('data-band', 'above');
    await expect(result.getByRole('heading', { level: 3 })).toHaveText('$130.00 an hour is higher than the usual range for personal care.');
    await expect(result).toContainText('$85 to $115 an hour');
    await expect(result).toContainText('as at 24 March 2025');
    await expect(result).toContainText('1800 700 600');
    await expect(result.getByText(/capped/)).toHaveCount(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // A trip is priced per trip; weekday daytime within the range.
    await section.getByLabel('Which service?').selectOption({ label: 'Transport (per trip)' });
    await section.getByLabel(/Price you were quoted for one trip/).fill('60');
    await section.getByRole('button', { name: 'Check this price' }).click();
    await expect(result).toHaveAttribute('data-band', 'within');
    await expect(result).toContainText('$40 to $97 a trip');
    expect(errors).toEqual([]);
  });

  test('on the calculator, keyboard only: an evening price below the range', async ({ page }) => {
    await page.goto('/calculator');
    await waitForHydration(page);
    const section = page.getByRole('region', { name: 'Is this price fair?' });
    await section.scrollIntoViewIfNeeded();
    const service = section.getByLabel('Which service?');
    await service.focus();
    await service.selectOption({ label: 'Domestic assistance' });
    await page.keyboard.press('Tab');
    await expect(section.getByLabel('When is the care?')).toBeFocused();
    await section.getByLabel('When is the care?').selectOption({ label: 'Weekday evening' });
    await page.keyboard.press('Tab');
    await page.keyboard.type('70');
    await page.keyboard.press('Enter');
    const result = page.getByTestId('fair-price-result');
    await expect(result).toHaveAttribute('data-band', 'below');
    await expect(result).toContainText('The department publishes usual prices for weekday daytime care only');
  });
});

test('directory cards show "from $X" for the filtered service, equal to the API, and link to the provider page', async ({ page }) => {
  const { idOf } = await catalogue(page.request);
  const serviceId = idOf('Personal care');
  const cards = (await (await page.request.get(`/api/providers/search?services=${serviceId}`)).json()) as ProviderSearchResult[];
  const priced = cards.find((c) => c.priceFrom)!;
  expect(priced).toBeTruthy();
  await page.goto(`/provider-directory?service=${serviceId}`);
  await waitForHydration(page);
  const card = page.locator(`article[data-provider-id="${priced.id}"]`);
  await expect(card.getByTestId('price-from')).toContainText(`From ${aud(priced.priceFrom!.amount)} an hour`);
  await card.getByRole('link', { name: priced.businessName, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/provider-directory/${priced.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(priced.businessName);
  await expect(page.getByRole('table', { name: /prices for each service/ })).toBeVisible();
});
