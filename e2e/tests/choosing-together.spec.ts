import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { AdminNoticeDto, PlanQuoteResponse, ProviderSearchResult } from '@homeward/domain';
import { test, expect } from '../support/test';
import {
  adminLogin,
  apiSearch,
  catalogue,
  collectErrors,
  expectFirstLoadWithinBudget,
  planQuoteBody,
  recordScripts,
  shoot,
  tabTo,
  waitForHydration,
  wcagViolations,
} from '../support';
import type { APIRequestContext, Locator, Page } from '@playwright/test';

/**
 * Choosing a provider together: save three providers from three places (a quote row in the
 * calculator, a directory card, a provider's page) by keyboard, compare them for the calculator's plan, share the
 * link into a fresh browser and see the same comparison, keep its providers there, print it on A4; the trust panel
 * with a notice recorded through the admin API, and the directory hiding providers with a current notice.
 */
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 900 };
const PLACE = '2150';
const PLAN = { 'Personal care': 3, 'Nursing care': 2 } as const;
/** A4 less Chromium's default print margins (about 10 mm each side), at 96 px an inch. */
const A4_PRINTABLE_PX = Math.floor(((210 - 20) / 25.4) * 96);

/** Types into a field from the keyboard (focused, its text selected and replaced). */
async function typeInto(page: Page, field: Locator, text: string) {
  await field.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/** Saves by keyboard: Tab to the Save button inside `scope`, then Space. */
async function saveByKeyboard(page: Page, scope: string, name: string) {
  await tabTo(page, `${scope} [data-testid="save-to-shortlist"]`);
  await page.keyboard.press('Space');
  await expect(page.locator(scope).getByRole('button', { name: `Saved to shortlist: ${name}` })).toHaveAttribute('aria-pressed', 'true');
}

/** The page is no wider than the screen (nothing to scroll sideways). */
async function expectFitsWidth(page: Page, label: string) {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scroll, `${label}: page width ${scroll} px on a ${width} px screen`).toBeLessThanOrEqual(width);
}

async function recordNotice(request: APIRequestContext, baseURL: string, providerId: number): Promise<AdminNoticeDto> {
  const res = await request.post(`/api/admin/providers/${providerId}/notices`, {
    headers: { Origin: baseURL },
    data: {
      kind: 'compliance-notice',
      issuedOn: '2025-12-01',
      summary: 'Care plans were not reviewed with clients on time.',
      link: 'https://www.agedcarequality.gov.au/notices/e2e-choosing-together',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as AdminNoticeDto;
}

test('save three providers from three places, compare them for the plan, share into a fresh browser, print on A4', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const errors = collectErrors(page);
  const shots = process.env.E2E_SCREENSHOTS;
  if (shots) mkdirSync(shots, { recursive: true });

  // The providers: the first quote row for the plan, then two others near the place.
  const { classifications, idOf } = await catalogue(page.request);
  const classification = classifications.find((c) => c.level === 3)!;
  const quote = (await (
    await page.request.post('/api/plans/quote', { data: planQuoteBody(classification.id, PLAN, idOf, PLACE) })
  ).json()) as PlanQuoteResponse;
  const fromQuote = quote.quotes[0].provider;
  const nearby = (await apiSearch(page, `?near=${PLACE}`)).filter((p) => p.id !== fromQuote.id);
  const fromCard: ProviderSearchResult = nearby[0];
  const fromPage: ProviderSearchResult = nearby[1];
  const saved = [fromQuote, fromCard, fromPage];

  // The regulator: a current notice on the card's provider, and the team's check of the page's provider.
  await adminLogin(request, baseURL!);
  const notice = await recordNotice(request, baseURL!, fromCard.id);
  const checked = await request.post(`/api/admin/providers/${fromPage.id}/notices-checked`, { headers: { Origin: baseURL! } });
  expect(checked.ok(), await checked.text()).toBeTruthy();

  try {
    await page.setViewportSize(LAPTOP);

    // 1. The calculator's plan, then Save on its first quote row.
    await page.goto('/calculator');
    await waitForHydration(page);
    const radio = page.getByRole('radio', { name: new RegExp(`Classification 3: ${classification.name}`) });
    await radio.focus();
    await page.keyboard.press('Space');
    await expect(radio).toBeChecked();
    await typeInto(page, page.getByRole('spinbutton', { name: 'Personal care Hours per week' }), String(PLAN['Personal care']));
    await typeInto(page, page.getByRole('spinbutton', { name: 'Nursing care Hours per week' }), String(PLAN['Nursing care']));
    await typeInto(page, page.getByLabel('Your postcode or suburb'), PLACE);
    await page.keyboard.press('Enter');
    const row = page.locator(`[data-testid="quote-row"][data-provider-id="${fromQuote.id}"]`);
    await expect(row.getByTestId('quote-weekly')).toBeVisible();
    const weekly = await row.getByTestId('quote-weekly').textContent();
    await row.getByRole('link', { name: fromQuote.businessName }).focus();
    await saveByKeyboard(page, `[data-testid="quote-row"][data-provider-id="${fromQuote.id}"]`, fromQuote.businessName);
    await expect(page.getByTestId('header-shortlist')).toContainText('1');

    // 2. A directory card.
    await page.goto(`/provider-directory?q=${encodeURIComponent(fromCard.businessName)}`);
    await waitForHydration(page);
    const card = page.locator(`article[data-provider-id="${fromCard.id}"]`);
    await expect(card.getByTestId('provider-current-notice')).toHaveText(/Has a current notice from the regulator/);
    await saveByKeyboard(page, `article[data-provider-id="${fromCard.id}"]`, fromCard.businessName);

    // 3. A provider's own page (rendered by the API, then hydrated); its trust panel says when the team checked.
    await page.goto(`/provider-directory/${fromPage.id}`);
    await waitForHydration(page);
    await expect(page.getByRole('region', { name: 'Has the regulator acted against them?' }).getByTestId('trust-standing')).toHaveText(
      /^No current notices \(checked \d{1,2} [A-Z][a-z]+ \d{4}\)\.$/,
    );
    await saveByKeyboard(page, 'main', fromPage.businessName);
    await expect(page.getByTestId('header-shortlist')).toContainText('3');

    // 4. The shortlist, then compare the three (all ticked), by keyboard.
    await tabTo(page, '[data-testid="header-shortlist"]', { back: true });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/shortlist$/);
    await expect(page.getByTestId('shortlist-item')).toHaveCount(3);
    await tabTo(page, '[data-testid="compare-button"]');
    await expect(page.getByTestId('compare-button')).toHaveText('Compare these 3 providers');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/shortlist/compare\\?ids=${saved.map((p) => p.id).join(',')}$`));

    // 5. The comparison, at 1280: a table, priced for the calculator's plan, with the place for distances.
    await typeInto(page, page.getByLabel('Your suburb or postcode (for distances)'), PLACE);
    await page.keyboard.press('Enter');
    const table = page.getByTestId('compare-table');
    await expect(table.getByRole('columnheader')).toHaveText(saved.map((p) => p.businessName));
    await expect(page.getByTestId('compare-plan')).toContainText('Priced for your plan from the calculator: 2 services');
    await expect(table.locator('tr[data-row="plan-week"] td').first()).toContainText(weekly!);
    await expect(table.locator('tr[data-row="distance"] th')).toContainText('Distance from');
    const trust = table.locator('tr[data-row="trust"] td');
    await expect(trust.nth(1)).toContainText('The regulator has 1 current notice about this provider.');
    await expect(trust.nth(1)).toContainText('Compliance notice (notice to remedy)');
    await expect(trust.nth(2)).toContainText('No current notices (checked');
    const rowLabels = await table.locator('tbody th').allTextContents();
    expect(rowLabels.slice(-3)).toEqual(['Answers enquiries', 'Who keeps this listing', 'The regulator']);
    expect(await wcagViolations(page), 'axe: comparison at 1280').toEqual([]);
    await shoot(page, 'compare-1280.png', { fullPage: true });

    // 6. Share: the link, by keyboard.
    await tabTo(page, '[data-testid="share-button"]');
    await page.keyboard.press('Enter');
    const link = await page.getByTestId('share-link').inputValue();
    expect(link).toMatch(/\/shortlist\/compare\?link=s1\.[A-Za-z0-9_-]+\.[a-z0-9]+$/);
    expect(link).not.toContain('income');

    // 7. Print: paper shows the table, fits A4's width, and leaves the controls off.
    await page.emulateMedia({ media: 'print' });
    await page.setViewportSize({ width: A4_PRINTABLE_PX, height: 1100 });
    await expect(table).toBeVisible();
    await expect(page.getByTestId('compare-cards')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print this comparison' })).toBeHidden();
    await expectFitsWidth(page, 'print at A4 width');
    await shoot(page, 'compare-print-a4.png', { fullPage: true });
    if (shots) {
      const pdfFile = path.join(shots, 'compare.pdf');
      await page.pdf({ path: pdfFile, format: 'A4' });
      expect(statSync(pdfFile).size).toBeGreaterThan(10_000);
    }
    await page.emulateMedia({ media: 'screen' });
    expect(errors).toEqual([]);

    // 8. A fresh browser (another device) at 390 px: the same comparison, one provider per card, and an offer to keep them.
    const other = await browser.newContext({ baseURL, viewport: PHONE });
    try {
      const phone = await other.newPage();
      const phoneErrors = collectErrors(phone);
      await phone.goto(new URL(link).pathname + new URL(link).search);
      await waitForHydration(phone);
      const cards = phone.getByTestId('compare-card');
      await expect(cards).toHaveCount(3);
      await expect(cards.locator('h2')).toHaveText(saved.map((p) => p.businessName));
      await expect(phone.getByTestId('compare-table')).toBeHidden();
      for (let i = 0; i < 3; i += 1) await expect(cards.nth(i).locator('dt')).toHaveText(rowLabels);
      await expect(phone.getByTestId('compare-plan')).toContainText('Priced for your plan from the calculator: 2 services');
      await expect(cards.first().locator('[data-row="plan-week"] dd')).toContainText(weekly!);
      await expectFitsWidth(phone, 'comparison at 390');
      expect(await wcagViolations(phone), 'axe: shared comparison at 390').toEqual([]);
      await shoot(phone, 'compare-390.png', { fullPage: true });

      const offer = phone.getByTestId('shared-offer');
      await expect(offer.getByRole('listitem')).toHaveText(saved.map((p) => p.businessName));
      await offer.getByRole('button', { name: 'Keep these 3 providers on my shortlist' }).focus();
      await phone.keyboard.press('Enter');
      await expect(offer.getByRole('status')).toHaveText('3 providers added to your shortlist on this device.');
      await expect(phone.getByTestId('header-shortlist')).toContainText('3');

      // At 200% text the comparison still fits the phone.
      await phone.evaluate(() => {
        document.documentElement.style.fontSize = '200%';
      });
      await expectFitsWidth(phone, 'comparison at 390 with 200% text');
      await shoot(phone, 'compare-390-200pct.png');

      // A link cut short says so plainly.
      await phone.goto(`${new URL(link).pathname}${new URL(link).search.slice(0, -3)}`);
      await expect(phone.getByRole('alert').filter({ hasText: 'We cannot open this link' })).toContainText('changed or cut short');
      expect(phoneErrors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
    } finally {
      await other.close();
    }

    // 9. The shortlist page itself at 390: axe, fits.
    await page.setViewportSize(PHONE);
    await page.goto('/shortlist');
    await waitForHydration(page);
    await expect(page.getByTestId('shortlist-item')).toHaveCount(3);
    await expectFitsWidth(page, 'shortlist at 390');
    expect(await wcagViolations(page), 'axe: shortlist at 390').toEqual([]);
    await shoot(page, 'shortlist-390.png', { fullPage: true });
  } finally {
    const ended = await request.patch(`/api/admin/notices/${notice.id}`, {
      headers: { Origin: baseURL! },
      data: { endedOn: new Date().toLocaleDateString('en-CA', { timeZone: 'Australia/Sydney' }) },
    });
    expect(ended.ok(), await ended.text()).toBeTruthy();
  }
});

test('the directory hides providers with a current notice only when asked', async ({ page, request, baseURL }) => {
  const [provider] = await apiSearch(page, '?state=VIC');
  await adminLogin(request, baseURL!);
  const notice = await recordNotice(request, baseURL!, provider.id);
  try {
    const q = `q=${encodeURIComponent(provider.businessName)}`;
    await page.goto(`/provider-directory?${q}`);
    await waitForHydration(page);
    const card = page.locator(`article[data-provider-id="${provider.id}"]`);
    await expect(card.getByTestId('provider-current-notice')).toBeVisible();
    // More filters, by keyboard: the box is off by default.
    await page.locator('summary', { hasText: 'More filters' }).focus();
    await page.keyboard.press('Enter');
    const box = page.getByRole('checkbox', { name: 'Hide providers with a current notice' });
    await expect(box).not.toBeChecked();
    await box.focus();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/hideWithCurrentNotice=true/);
    await expect(card).toHaveCount(0);
    expect(await wcagViolations(page), 'axe: directory with the notice filter').toEqual([]);
  } finally {
    const ended = await request.patch(`/api/admin/notices/${notice.id}`, {
      headers: { Origin: baseURL! },
      data: { endedOn: new Date().toLocaleDateString('en-CA', { timeZone: 'Australia/Sydney' }) },
    });
    expect(ended.ok(), await ended.text()).toBeTruthy();
  }
});

test('the shortlist pages load their own code only, within the tool budget, and hydrate without errors', async ({ page }) => {
  await page.setViewportSize(PHONE);
  for (const [route, url] of [
    ['/shortlist', '/shortlist'],
    ['/shortlist/compare', '/shortlist/compare?ids=1,2'],
    ['/', '/'],
  ] as const) {
    const errors = collectErrors(page);
    const scripts = recordScripts(page);
    await page.goto(url, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    await expectFirstLoadWithinBudget(route, PHONE.width, scripts);
    expect(errors, url).toEqual([]);
    page.removeAllListeners('console');
    page.removeAllListeners('pageerror');
  }
  for (const a of test.info().annotations) console.log(`${a.type}: ${a.description}`);
});
