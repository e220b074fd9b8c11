import type { CalculateResponse, ClassificationDto, ProviderProfileDto, ProviderSearchResult, ServiceDto } from '@homeward/domain';
import { test, expect } from '../support/test';
import { aud, collectErrors, RUN, sendProviderLead, seriousAxeViolations, shoot, signIn, waitForHydration } from '../support';
import type { Locator, Page } from '@playwright/test';

/**
 * As found on 26 November 2026 and fixed: Margaret (81, Melbourne 3000, classification 4, full
 * pensioner, $580 a week) and her son David, on a 390px phone and at 1280px. Screenshots: E2E_SCREENSHOTS (support/shots.ts).
 */

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 900 };
const HOURS = { 'Personal care': 10, 'Domestic assistance': 4, Physiotherapy: 1 } as const;
const WEEKLY_INCOME = 580;

/** 200% text: the root font size doubled, as a browser's text-size setting does. */
async function doubleText(page: Page) {
  await page.evaluate(() => {
    document.documentElement.style.fontSize = '200%';
  });
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  expect(b, 'element has a box').not.toBeNull();
  return b!;
}

async function margaretsCalculation(page: Page) {
  const classifications = (await (await page.request.get('/api/classifications')).json()) as ClassificationDto[];
  const services = (await (await page.request.get('/api/services')).json()) as ServiceDto[];
  const classification = classifications.find((c) => c.level === 4)!;
  await page.goto('/calculator');
  await waitForHydration(page);
  await page.getByRole('radio', { name: new RegExp(`Classification 4: ${classification.name}`) }).check();
  for (const [name, hours] of Object.entries(HOURS)) await page.getByRole('spinbutton', { name: `${name} Hours per week` }).fill(String(hours));
  await page.getByLabel(/Weekly income/).fill(String(WEEKLY_INCOME));
  const api = (await (
    await page.request.post('/api/calculate', {
      data: {
        classificationId: classification.id,
        selectedServices: Object.entries(HOURS)
          .map(([name, hoursPerWeek]) => ({ serviceId: services.find((s) => s.name === name)!.id, hoursPerWeek }))
          .sort((a, b) => a.serviceId - b.serviceId),
        coPaymentIncome: WEEKLY_INCOME,
      },
    })
  ).json()) as CalculateResponse;
  await expect(page.getByTestId('budget-summary').getByText(aud(api.breakdown.totalQuarterlyCost), { exact: true })).toBeVisible();
  return { api, classification };
}

test.describe('one answer to "what will I pay?"', () => {
  test('390px: the official contribution replaces the income estimate, which shows only as the fallback without it', async ({ page }) => {
    const errors = collectErrors(page);
    await page.setViewportSize(PHONE);
    const { api } = await margaretsCalculation(page);
    const summary = page.getByTestId('budget-summary');

    // Before step 3: the spec's estimate, marked as the fallback for people without a letter.
    expect(api.breakdown.contributionAmount).toBeGreaterThan(0);
    const pay = page.getByTestId('pay-yourself');
    await expect(pay.getByText('Rough estimate (no letter yet)', { exact: true })).toBeVisible();
    await expect(pay.getByTestId('pay-quarter')).toHaveText(`${aud(api.breakdown.contributionAmount)} a quarter`);
    await expect(pay.getByText(/Answer step 3/)).toBeVisible();

    await page.getByRole('radiogroup', { name: '3. How are you assessed for fees?' }).getByRole('radio', { name: 'Full Age Pension' }).check();
    await expect(pay.getByRole('heading', { name: 'What you pay yourself' })).toBeVisible();
    await expect(pay.getByTestId('pay-fortnight')).toHaveText(/a fortnight$/);
    await expect(pay.getByTestId('official-contribution')).toContainText(/Official contribution \(from .+\)/);
    await expect(pay.getByRole('list', { name: 'Official contribution a quarter, by type of service' })).toBeVisible();
    // One answer: the estimate is gone once the official figure is known.
    await expect(page.getByText('Rough estimate (no letter yet)', { exact: true })).toHaveCount(0);

    // Over budget says what it means and what to do; the alert says the real share.
    expect(api.breakdown.remainingBudget).toBeLessThan(0);
    await expect(summary.getByTestId('over-budget-meaning')).toContainText('They will ask you to pay the difference yourself, or to cut back services.');
    const percent = Math.round(api.breakdown.budgetUsagePercentage);
    await expect(summary.getByRole('alert')).toContainText(`These services use ${percent}% of your budget`);
    await expect(summary.getByText(/^Over your budget after care management by$|^Left in your budget after care management$/)).toBeVisible();

    expect(await seriousAxeViolations(page)).toEqual([]);
    await shoot(summary, `summary-390.png`);
    // The bar that rides along the services on a phone says the same, with the panel's labels.
    await page.getByRole('heading', { name: '2. Which services do you want?' }).scrollIntoViewIfNeeded();
    const bar = page.getByTestId('mobile-summary-bar');
    await expect(bar).toBeInViewport();
    await expect(bar).toContainText('Over your budget after care management by');
    await expect(bar.getByTestId('bar-budget-left')).toHaveText(await summary.getByTestId('budget-left').innerText());
    await expect(bar.getByTestId('bar-pay')).toHaveText(await pay.getByTestId('pay-fortnight').innerText());
    await shoot(page, `mobile-bar-390.png`);
    await doubleText(page);
    await shoot(summary, `summary-390-200pc-text.png`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
  });

  test('1280px: the same summary', async ({ page }) => {
    await page.setViewportSize(LAPTOP);
    await margaretsCalculation(page);
    await page.getByRole('radiogroup', { name: '3. How are you assessed for fees?' }).getByRole('radio', { name: 'Full Age Pension' }).check();
    const summary = page.getByTestId('budget-summary');
    await expect(summary.getByTestId('pay-yourself')).toBeVisible();
    await shoot(summary, `summary-1280.png`);
  });
});

test.describe('leads that fit', () => {
  test.use({ hasTouch: true });

  test('390px: the lead dialog starts at her classification; a tapped toast stays clear of Send and still goes', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await margaretsCalculation(page);
    await page.getByRole('button', { name: 'Have a Provider Contact Me' }).click();
    const dialog = page.getByRole('dialog', { name: 'Have a provider contact me' });
    await expect(dialog.getByLabel(/Level of support/)).toHaveValue('Level 4 - Medium support');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shoot(page, `lead-dialog-390.png`);

    const send = dialog.getByRole('button', { name: 'Send my details' });
    await send.tap();
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText('Please answer the referral ID question');
    // The toast sits above the dialog's buttons: Send and Cancel can still be pressed.
    expect(overlaps(await box(toast), await box(send))).toBe(false);
    expect(overlaps(await box(toast), await box(dialog.getByRole('button', { name: 'Cancel' })))).toBe(false);
    await send.click({ trial: true });
    await shoot(page, `lead-dialog-390-toast.png`);
    // A tap on the toast (as on a phone, where it used to pause it for good) does not keep it.
    await toast.tap();
    await expect(toast).toBeHidden({ timeout: 15_000 });

    await doubleText(page);
    await shoot(page, `lead-dialog-390-200pc-text.png`);
    // At 200% text the title scrolls away with the form and only the buttons stay: most of the screen is form.
    await dialog.getByLabel(/Postcode/).focus();
    await expect(dialog.getByRole('heading', { name: 'Have a provider contact me' })).not.toBeInViewport();
    await expect(dialog.getByLabel(/Postcode/)).toBeInViewport();
    expect((await box(send)).y).toBeGreaterThan(PHONE.height * 0.6);
    await shoot(page, `lead-dialog-390-200pc-text-scrolled.png`);
  });

  test('the provider lead dialog warns, without blocking, when the provider does not visit the postcode', async ({ page }) => {
    await page.setViewportSize(PHONE);
    const all = (await (await page.request.get('/api/providers/search?limit=100')).json()) as ProviderSearchResult[];
    const far = all.find((p) => p.serviceAreas.length > 0 && !p.serviceAreas.some((a) => /^(3000|Melbourne)\b/i.test(a)))!;
    expect(far, 'a provider whose areas leave out 3000').toBeTruthy();
    await page.goto(`/provider-directory/${far.id}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Ask this provider to contact me' }).click();
    const dialog = page.getByRole('dialog', { name: `Connect with ${far.businessName}` });
    await dialog.getByLabel(/Postcode/).fill('3000');
    await expect(dialog.getByTestId('service-area-note')).toContainText(`${far.businessName} does not list 3000 among the areas it visits`);
    await expect(dialog.getByRole('button', { name: 'Send my details' })).toBeEnabled();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('1280px: the lead dialog', async ({ page }) => {
    await page.setViewportSize(LAPTOP);
    await margaretsCalculation(page);
    await page.getByRole('button', { name: 'Have a Provider Contact Me' }).click();
    await expect(page.getByRole('dialog', { name: 'Have a provider contact me' })).toBeVisible();
    await shoot(page, `lead-dialog-1280.png`);
  });
});

test.describe('price check', () => {
  test("David's Sunday price, from the main navigation on his phone: compared with the weekday range, with the reason", async ({ page }) => {
    const errors = collectErrors(page);
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Price Check' }).click();
    await expect(page).toHaveURL(/\/price-check$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Is this price fair?');
    await waitForHydration(page);

    await page.getByLabel('Which service?').selectOption({ label: 'Personal care' });
    await page.getByLabel('When is the care?').selectOption({ label: 'Sunday' });
    await page.getByLabel(/Price you were quoted for one hour/).fill('150');
    await page.getByRole('button', { name: 'Check this price' }).click();
    const result = page.getByTestId('fair-price-result');
    await expect(result.getByRole('heading', { level: 3 })).toHaveText('$150.00 an hour for Sunday personal care is above the weekday range.');
    await expect(result.getByTestId('weekday-ranges-note')).toContainText('The department publishes usual prices for weekday daytime care only');
    await expect(result).not.toContainText('higher than the usual range');
    await expect(result).not.toContainText('sunday');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shoot(page, `price-check-sunday-390.png`, { fullPage: true });
    expect(errors).toEqual([]);
  });

  test('every price on a provider page links to the check, filled in; the table never scrolls sideways at 390px or at 200% zoom', async ({ page }) => {
    const all = (await (await page.request.get('/api/providers/search?limit=100')).json()) as ProviderSearchResult[];
    let profile: ProviderProfileDto | null = null;
    for (const p of all) {
      const candidate = (await (await page.request.get(`/api/providers/${p.id}`)).json()) as ProviderProfileDto;
      if (candidate.prices.some((price) => price.sunday !== null)) {
        profile = candidate;
        break;
      }
    }
    expect(profile, 'a provider with a Sunday price').not.toBeNull();
    const price = profile!.prices.find((x) => x.sunday !== null)!;

    for (const viewport of [PHONE, { width: 640, height: 450 }]) {
      await page.setViewportSize(viewport);
      await page.goto(`/provider-directory/${profile!.id}`);
      await waitForHydration(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `no sideways scroll at ${viewport.width}px`).toBeLessThanOrEqual(0);
      const region = page.getByRole('region', { name: /prices for each service/ });
      expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    }
    await shoot(page.getByRole('region', { name: /prices for each service/ }), `price-table-640.png`);

    await page.setViewportSize(PHONE);
    await page.goto(`/provider-directory/${profile!.id}`);
    await waitForHydration(page);
    await shoot(page.getByRole('region', { name: /prices for each service/ }), `price-table-390.png`);
    await page.getByRole('link', { name: new RegExp(`check this Sunday price for ${price.serviceName.toLowerCase().replace(/[()]/g, '.')}`) }).click();
    await expect(page).toHaveURL(new RegExp(`/price-check\\?service=${price.serviceId}&time=sunday&price=`));
    const result = page.getByTestId('fair-price-result');
    await expect(result).toHaveAttribute('data-time', 'sunday');
    await expect(page.getByLabel('When is the care?')).toHaveValue('sunday');
  });
});

test('the skip link never covers the logo at 200% text, hidden or focused', async ({ page }) => {
  await page.setViewportSize(LAPTOP);
  await page.goto('/faqs');
  await waitForHydration(page);
  await doubleText(page);
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  const logo = page.getByRole('banner').getByRole('link').first();
  expect(overlaps(await box(skip), await box(logo))).toBe(false);
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  expect(overlaps(await box(skip), await box(logo))).toBe(false);
  await shoot(page, `skip-link-200pc-text.png`);
});

test('console at 1280px: the provider grid shows Priority and Edit/Delete without scrolling sideways', async ({ page }) => {
  await page.setViewportSize(LAPTOP);
  await signIn(page);
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: /^Edit / }) })
    .first();
  await expect(row.getByRole('link', { name: /^Edit / })).toBeInViewport({ ratio: 1 });
  await expect(row.getByRole('button', { name: /^Delete / })).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('columnheader', { name: 'Priority' })).toBeInViewport({ ratio: 1 });
  await shoot(page, `console-providers-1280.png`);
});

test('console at 1280px: the provider leads grid shows "Email to provider" and Open in view', async ({ page }) => {
  await page.setViewportSize(LAPTOP);
  const [provider] = (await (await page.request.get('/api/providers/search')).json()) as ProviderSearchResult[];
  await sendProviderLead(page.request, provider, {
    tag: 'oa',
    name: `One Answer ${RUN}`,
    email: `one-answer-${RUN}@example.com`,
    postcode: '3000',
    serviceLevel: 'Level 4 - Medium support',
  });
  await signIn(page);
  await page.getByRole('tab', { name: 'Leads - Provider' }).click();
  await expect(page.getByRole('columnheader', { name: 'Email to provider' })).toBeInViewport({ ratio: 1 });
  const row = page.getByRole('row').filter({ hasText: `One Answer ${RUN}` });
  await expect(row.getByRole('link', { name: /^Open lead from / })).toBeInViewport({ ratio: 1 });
  await shoot(page, `console-provider-leads-1280.png`);
});
