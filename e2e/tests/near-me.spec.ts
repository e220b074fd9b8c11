import { formatDistance, LEAD_MESSAGES, NEAR_MESSAGES, type ProviderSearchResult, type ServiceDto } from '@homeward/domain';
import { test, expect } from '../support/test';
import {
  adminLogin,
  apiSearch,
  collectErrors,
  expectCards,
  expectToast,
  fillLeadDialog,
  leadDetails,
  RUN,
  seriousAxeViolations,
  waitForHydration,
} from '../support';
import type { Page } from '@playwright/test';

/**
 * Against the running product: the near-me directory (place suggestions, distances, nearest first,
 * radius, Show more), the official contribution in the calculator, and the lead forms' postcode check.
 */

const nearField = (page: Page) => page.getByRole('combobox', { name: 'Near (postcode or suburb)' });
const cardDistances = (page: Page) => page.getByTestId('provider-distance').locator('strong').allTextContents();
const away = (p: ProviderSearchResult) => `${formatDistance(p.distanceKm!)} away`;

/** Types a few letters of a suburb and picks the suggestion with this label. */
async function choosePlace(page: Page, typed: string, label: string) {
  await nearField(page).click();
  await nearField(page).pressSequentially(typed, { delay: 40 });
  const option = page.getByRole('listbox').getByRole('option', { name: label, exact: true });
  await expect(option).toBeVisible();
  await option.click();
  await expect(nearField(page)).toHaveValue(label);
}

test.describe('near-me directory', () => {
  // With a place the defaults are nearby (the default radius) and nearest first, providers
  // visiting the place first; Best match is a choice.
  test('search by suburb from the suggestions: nearby and nearest first by default, Best match, narrow by radius, and go Back', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/provider-directory');
    await waitForHydration(page);
    await expect(page.getByLabel('Distance')).toBeDisabled();
    await expect(page.getByTestId('provider-distance')).toHaveCount(0);

    await choosePlace(page, 'Brunswi', 'Brunswick VIC 3056');
    await expect(page).toHaveURL(/\/provider-directory\?near=Brunswick\+VIC\+3056$/);
    await expect(page.getByLabel('Distance')).toHaveValue('auto');
    await expect(page.getByLabel('Sort by')).toHaveValue('distance');
    const nearest = await apiSearch(page, '?near=Brunswick%20VIC%203056&radiusKm=auto&sort=distance');
    expect(nearest.every((p) => p.distanceKm !== null)).toBeTruthy();
    await expectCards(page, nearest);
    await expect.poll(() => cardDistances(page)).toEqual(nearest.map(away));
    // Those visiting the place first; then the rest, their distances going up.
    const firstOther = nearest.findIndex((p) => !p.servesSearchedArea);
    expect(nearest.slice(firstOther).every((p) => !p.servesSearchedArea)).toBeTruthy();
    const others = nearest.slice(firstOther).map((p) => p.distanceKm!);
    expect(others).toEqual([...others].sort((a, b) => a - b));
    expect(await seriousAxeViolations(page), 'axe with a place chosen').toEqual([]);

    // Best match: the relevance order, within the same default radius.
    await page.getByLabel('Sort by').selectOption('relevance');
    await expect(page).toHaveURL(/near=Brunswick\+VIC\+3056&sort=relevance$/);
    const byRelevance = await apiSearch(page, '?near=Brunswick%20VIC%203056&radiusKm=auto');
    await expectCards(page, byRelevance);

    // Within 10 km: each within 10 km or visiting the area.
    await page.getByLabel('Distance').selectOption('10');
    await expect(page).toHaveURL(/near=Brunswick\+VIC\+3056&sort=relevance&radius=10$/);
    const within10 = await apiSearch(page, '?near=Brunswick%20VIC%203056&radiusKm=10');
    expect(within10.length).toBeGreaterThan(0);
    expect(within10.length).toBeLessThanOrEqual(byRelevance.length);
    expect(within10.every((p) => p.distanceKm! <= 10 || p.servesSearchedArea)).toBeTruthy();
    await expectCards(page, within10);

    // Back: the default radius again; Back again: nearest first.
    await page.goBack();
    await expect(page).toHaveURL(/near=Brunswick\+VIC\+3056&sort=relevance$/);
    await expect(page.getByLabel('Distance')).toHaveValue('auto');
    await expectCards(page, byRelevance);
    await page.goBack();
    await expect(page.getByLabel('Sort by')).toHaveValue('distance');
    await expectCards(page, nearest);
    expect(errors).toEqual([]);
  });

  test('a provider whose office is beyond the radius but that visits the place says so', async ({ page }) => {
    const list = await apiSearch(page, '?near=Healesville%20VIC%203777&radiusKm=10');
    const visiting = list.find((p) => p.servesSearchedArea && p.distanceKm! > 10);
    expect(visiting, 'the demo data has a provider serving Healesville from outside 10 km').toBeTruthy();
    await page.goto('/provider-directory?near=Healesville+VIC+3777&radius=10');
    await waitForHydration(page);
    await expect(nearField(page)).toHaveValue('Healesville VIC 3777');
    await expect(page.getByLabel('Distance')).toHaveValue('10');
    await expectCards(page, list);
    const card = page.getByRole('article', { name: visiting!.businessName });
    await expect(card.getByText('Visits your area')).toBeVisible();
    await expect(card.getByTestId('provider-distance')).toContainText(away(visiting!));
  });

  test('a suggestion can be chosen with the keyboard alone', async ({ page }) => {
    await page.goto('/provider-directory');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Back to home' }).focus();
    await page.keyboard.press('Tab');
    await expect(nearField(page)).toBeFocused();
    await page.keyboard.type('Healesv', { delay: 40 });
    await expect(page.getByRole('listbox').getByRole('option').first()).toHaveText('Healesville VIC 3777');
    await expect(nearField(page)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(nearField(page)).toHaveAttribute('aria-activedescendant', /.+/);
    await page.keyboard.press('Enter');
    await expect(nearField(page)).toHaveValue('Healesville VIC 3777');
    await expect(page).toHaveURL(/\?near=Healesville\+VIC\+3777$/);
    await expect(page.getByTestId('provider-distance').first()).toBeVisible();
  });

  test('a typed postcode is searched on Enter; a place that does not exist is explained by the field', async ({ page }) => {
    await page.goto('/provider-directory');
    await waitForHydration(page);
    await nearField(page).fill('3056');
    await nearField(page).press('Enter');
    await expect(page).toHaveURL(/\?near=3056$/);
    await expectCards(page, await apiSearch(page, '?near=3056&radiusKm=auto&sort=distance'));
    await expect(page.getByTestId('provider-distance').first()).toBeVisible();

    await nearField(page).fill('Atlantis');
    await nearField(page).press('Enter');
    await expect(page).toHaveURL(/\?near=Atlantis$/);
    await expect(page.getByText(NEAR_MESSAGES.unknownPlace, { exact: true })).toBeVisible();
    await expect(nearField(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('We could not find that place', { exact: true })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
    expect(await seriousAxeViolations(page), 'axe with the place not found').toEqual([]);
  });

  test.describe('on a touch screen', () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

    test('tapping a suggestion chooses it, without searching the half-typed text first', async ({ page }) => {
      const errors = collectErrors(page);
      const searches: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/api/providers/search')) searches.push(new URL(r.url()).search);
      });
      await page.goto('/provider-directory');
      await waitForHydration(page);
      await nearField(page).tap();
      await nearField(page).pressSequentially('Brunswi', { delay: 40 });
      const option = page.getByRole('listbox').getByRole('option', { name: 'Brunswick VIC 3056', exact: true });
      await expect(option).toBeVisible();
      await option.tap();
      await expect(nearField(page)).toHaveValue('Brunswick VIC 3056');
      await expect(page).toHaveURL(/\?near=Brunswick\+VIC\+3056$/);
      await expect(page.getByTestId('provider-distance').first()).toBeVisible();
      expect(searches.filter((s) => s.includes('near=Brunswi&') || s.endsWith('near=Brunswi'))).toEqual([]);
      expect(errors).toEqual([]);
    });
  });

  test('fits a 320px screen with a place chosen', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 720 });
    await page.goto('/provider-directory?near=Brunswick+VIC+3056&radius=50&sort=distance');
    await waitForHydration(page);
    await expect(page.getByTestId('provider-distance').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    const box = await page.getByRole('button', { name: 'Clear search and filters' }).boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
  });

  test('Show more providers appends the next page and moves focus to it', async ({ page, baseURL }) => {
    // A page is 20. Add 10 providers for this test (the demo's active ones and these fit in two pages), and take them away after.
    const demo = (await apiSearch(page, '?limit=100')).length;
    expect(demo + 10).toBeLessThanOrEqual(40);
    await adminLogin(page.request, baseURL!);
    const headers = { Origin: baseURL! };
    const ids: number[] = [];
    try {
      for (let i = 1; i <= 10; i += 1) {
        const res = await page.request.post('/api/admin/providers', {
          headers,
          data: {
            businessName: `ZZ Paging ${RUN} ${String(i).padStart(2, '0')} (Demo)`,
            email: `paging${i}.${RUN}@example.com`,
            phone: '(03) 5550 0199',
            address: '1 Test Street',
            suburb: 'Brunswick',
            state: 'VIC',
            postcode: '3056',
            displayPriority: 0,
            rating: 1,
          },
        });
        expect(res.ok(), `create provider: ${res.status()} ${await res.text()}`).toBeTruthy();
        ids.push(((await res.json()) as { id: number }).id);
      }
      const first = await page.request.get('/api/providers/search');
      expect(first.headers()['x-has-more']).toBe('true');
      const all = [...((await first.json()) as ProviderSearchResult[]), ...(await apiSearch(page, '?offset=20'))];
      expect(all).toHaveLength(demo + 10);

      await page.goto('/provider-directory');
      await waitForHydration(page);
      await expectCards(page, all.slice(0, 20));
      await page.getByRole('button', { name: 'Show more providers' }).click();
      await expectCards(page, all);
      await expect(page.getByRole('article', { name: all[20].businessName })).toBeFocused();
      await expect(page.getByRole('button', { name: 'Show more providers' })).toHaveCount(0);
    } finally {
      for (const id of ids) await page.request.delete(`/api/admin/providers/${id}`, { headers });
    }
  });
});

test.describe('official contribution in the calculator', () => {
  /**
   * Classification 5 with nursing care 1 h, respite 3 h and domestic assistance 2 h a week, at the demo rates
   * ($150, $99 and $95 an hour). Respite, not personal care: personal care became a clinical support on
   * 1 October 2026 (official-contribution-dates.spec.ts checks it). Per quarter (13 weeks): Clinical $1,950.00,
   * Independence $3,861.00, Everyday living $2,470.00. By hand:
   * - full pensioner: 5% x $3,861 = $193.05; 17.5% x $2,470 = $432.25; total $625.30
   * - self-funded: 50% x $3,861 = $1,930.50; 80% x $2,470 = $1,976.00; total $3,906.50
   * - part pensioner or CSHC, and not yet assessed: anything from $625.30 to $3,906.50
   */
  const HOURS = { 'Nursing care': 1, Respite: 3, 'Domestic assistance': 2 } as const;
  const CASES = [
    {
      label: 'Full Age Pension',
      figure: '$625.30 a quarter',
      lines: ['Clinical: 0% of $1,950.00 = $0.00', 'Independence: 5% of $3,861.00 = $193.05', 'Everyday living: 17.5% of $2,470.00 = $432.25'],
    },
    {
      label: 'Part Age Pension, or Commonwealth Seniors Health Card',
      figure: 'between $625.30 and $3,906.50 a quarter',
      lines: [
        'Clinical: 0% of $1,950.00 = $0.00',
        'Independence: 5% to 50% of $3,861.00 = $193.05 to $1,930.50',
        'Everyday living: 17.5% to 80% of $2,470.00 = $432.25 to $1,976.00',
      ],
    },
    {
      label: 'Self-funded retiree (no pension, no card)',
      figure: '$3,906.50 a quarter',
      lines: ['Clinical: 0% of $1,950.00 = $0.00', 'Independence: 50% of $3,861.00 = $1,930.50', 'Everyday living: 80% of $2,470.00 = $1,976.00'],
    },
    {
      label: 'Not yet assessed',
      figure: 'between $625.30 and $3,906.50 a quarter',
      lines: [
        'Clinical: 0% of $1,950.00 = $0.00',
        'Independence: 5% to 50% of $3,861.00 = $193.05 to $1,930.50',
        'Everyday living: 17.5% to 80% of $2,470.00 = $432.25 to $1,976.00',
      ],
    },
  ];

  test('each way of being assessed shows the figures worked out by hand, and the link keeps the choice', async ({ page }) => {
    const errors = collectErrors(page);
    const services = (await (await page.request.get('/api/services')).json()) as ServiceDto[];
    const rate = (name: string) => services.find((s) => s.name === name)!.hourlyRate;
    expect([rate('Nursing care'), rate('Respite'), rate('Domestic assistance')], 'the demo rates the figures assume').toEqual(['150.00', '99.00', '95.00']);

    await page.goto('/calculator');
    await waitForHydration(page);
    await page.getByRole('radio', { name: /Classification 5:/ }).check();
    for (const [name, hours] of Object.entries(HOURS)) await page.getByRole('spinbutton', { name: `${name} Hours per week` }).fill(String(hours));
    const summary = page.getByTestId('budget-summary');
    await expect(summary.getByText('$8,281.00', { exact: true })).toBeVisible();
    const basis = page.getByRole('radiogroup', { name: '3. How are you assessed for fees?' });
    await expect(basis.getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(page.getByTestId('official-contribution')).toHaveCount(0);

    for (const c of CASES) {
      await basis.getByRole('radio', { name: c.label, exact: true }).check();
      const official = page.getByTestId('official-contribution');
      await expect(official.getByText(/^Official contribution \(from \d+ \w+ 20\d\d\)$/)).toBeVisible();
      await expect(page.getByTestId('pay-quarter')).toHaveText(c.figure);
      await expect(official.getByRole('list', { name: 'Official contribution a quarter, by type of service' }).getByRole('listitem')).toHaveText(
        c.lines.map((l) => `${l} a quarter`),
      );
      await expect(official.getByText(/\$137,917\.01/)).toBeVisible();
    }
    expect(await seriousAxeViolations(page), 'axe with the official contribution').toEqual([]);

    // The share link keeps the basis.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await basis.getByRole('radio', { name: 'Full Age Pension', exact: true }).check();
    await page.getByRole('button', { name: 'Share' }).click();
    await expectToast(page, 'Link copied!');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    const reopened = await page.context().newPage();
    await reopened.goto(link);
    await waitForHydration(reopened);
    await expect(reopened.getByRole('radio', { name: 'Full Age Pension', exact: true })).toBeChecked();
    await expect(reopened.getByTestId('pay-quarter')).toHaveText('$625.30 a quarter');
    await reopened.close();
    expect(errors).toEqual([]);
  });
});

test('the lead form checks the postcode after the other fields: its format, then that it exists', async ({ page }) => {
  await page.goto('/calculator');
  await waitForHydration(page);
  await page.getByRole('spinbutton', { name: 'Personal care Hours per week' }).fill('2');
  await page.getByRole('button', { name: 'Have a Provider Contact Me' }).click();
  const dialog = page.getByRole('dialog', { name: 'Have a provider contact me' });
  await expect(dialog).toBeVisible();
  const lead = leadDetails('Postcode');
  const postcode = dialog.getByLabel(/Postcode/);
  const send = dialog.getByRole('button', { name: 'Send my details' });

  await fillLeadDialog(page, { ...lead, postcode: '305' });
  await send.click();
  // Focus first: closing the toast moves it.
  await expect(postcode).toBeFocused();
  await expect(dialog.getByText(LEAD_MESSAGES.postcodeFormat)).toBeVisible();
  await expectToast(page, LEAD_MESSAGES.postcodeFormat);

  await postcode.fill('1000');
  await send.click();
  await expect(postcode).toBeFocused();
  await expect(postcode).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText(LEAD_MESSAGES.postcodeUnknown)).toBeVisible();
  // The toast lives 5 s: read it before the (slow) axe pass.
  await expectToast(page, LEAD_MESSAGES.postcodeUnknown);
  expect(await seriousAxeViolations(page), 'axe with the postcode message').toEqual([]);

  await postcode.fill(lead.postcode);
  await send.click();
  await expect(dialog).toBeHidden();
  await expectToast(page, 'Thank you for your interest!');
});
