import type { CalculateRequest, PlanQuoteResponse } from '@homeward/domain';
import { test, expect } from '../support/test';
import { aud, catalogue, collectErrors, planQuoteBody, seriousAxeViolations, shoot, tabTo, waitForHydration } from '../support';
import type { Locator, Page } from '@playwright/test';

/**
 * "What will I pay?" said once and right: Tran (classification 3, part pensioner) enters the rates from her
 * Services Australia letter and sees what she pays a fortnight (and a month, a quarter); 1.5 hours of cleaning
 * stays 1.5; her gardening comes every fortnight; the budget left after care management is the same figure on
 * the summary, the phone bar, the printed page and the quote. By keyboard alone at 390 px; the same at 1280 px.
 */
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 900 };

// Her plan: cleaning 1.5 hours a week ($95 an hour), gardening 2 hours every fortnight ($103), social support 1 hour a week ($99).
// A week: $142.50 + $103.00 + $99.00 = $344.50; a quarter (13 weeks) $4,478.50.
const QUARTERLY_COST = 4478.5;
// Classification 3: $5,491.43 a quarter; care management $549.14 (10%); $4,942.29 for services; $463.79 left.
const BUDGET_LEFT = '$463.79';
// Her letter: 12% for Independence, 30% for Everyday living. Everyday living ($142.50 + $103.00) x 13 = $3,191.50 x 30%
// = $957.45; Independence $99 x 13 = $1,287.00 x 12% = $154.44; $1,111.89 a quarter, 2/13 of it a fortnight, a third a month.
const PAY = { fortnight: '$171.06 a fortnight', month: '$370.63 a month', quarter: '$1,111.89 a quarter' };

/** Replaces a focused field's text by typing, as a person does. */
async function typeOver(page: Page, text: string) {
  await page.keyboard.press('Control+a');
  await page.keyboard.type(text);
}

/** The focused element is not under the phone's summary bar (when the bar is showing). */
async function expectFocusClearOfBar(page: Page) {
  const covered = await page.evaluate(() => {
    const bar = document.querySelector('[data-testid="mobile-summary-bar"]');
    const focused = document.activeElement;
    if (!bar || !focused || bar.getClientRects().length === 0) return 0;
    return focused.getBoundingClientRect().bottom - bar.getBoundingClientRect().top;
  });
  expect(covered, 'the focused field is clear of the summary bar').toBeLessThanOrEqual(0);
}

async function budgetLeftEverywhere(page: Page, summary: Locator) {
  await expect(summary.getByText('Left in your budget after care management', { exact: true })).toBeVisible();
  await expect(summary.getByTestId('budget-left')).toHaveText(BUDGET_LEFT);
  await expect(page.getByTestId('print-budget-left')).toContainText(`Left in your budget after care management: ${BUDGET_LEFT} a quarter.`);
}

test.describe("Tran's fortnightly figure from her letter", () => {
  test('390px, keyboard alone: letter rates, halves kept, a fortnightly service, one budget figure everywhere', async ({ page }) => {
    const errors = collectErrors(page);
    const { classifications, idOf } = await catalogue(page.request);
    const level3 = classifications.find((c) => c.level === 3)!;
    const calculations: CalculateRequest[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/calculate') && r.method() === 'POST') calculations.push(r.postDataJSON() as CalculateRequest);
    });
    await page.setViewportSize(PHONE);
    await page.goto('/calculator');
    await waitForHydration(page);

    // Classification 3 with the arrow keys.
    await tabTo(page, 'input[name="classification"]');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: new RegExp(`Classification 3: ${level3.name}`) })).toBeChecked();

    // Social support 1 hour a week (Independence services come before Everyday living ones).
    const social = `#service-${idOf('Social support and community engagement')}-hours`;
    await tabTo(page, social);
    await typeOver(page, '1');

    // 1.5 hours of cleaning a week stays 1.5. From here the phone's bar shows: a field given focus is scrolled clear of it.
    const cleaning = `#service-${idOf('Domestic assistance')}-hours`;
    await tabTo(page, cleaning);
    await expect(page.getByTestId('mobile-summary-bar')).toBeVisible();
    await expectFocusClearOfBar(page);
    await typeOver(page, '1.5');
    await page.keyboard.press('Tab');
    await expect(page.locator(cleaning)).toHaveValue('1.5');
    await expect(page.getByText(/We count hours in halves/)).toHaveCount(0);

    // Gardening every fortnight: the amount stays as entered, labelled a fortnight.
    const gardening = `#service-${idOf('Home maintenance and gardening')}-hours`;
    await tabTo(page, gardening);
    await expectFocusClearOfBar(page);
    await typeOver(page, '2');
    await tabTo(page, `${gardening}-every`);
    await expectFocusClearOfBar(page);
    await page.keyboard.press('ArrowDown');
    await expect(page.locator(`${gardening}-every`)).toHaveValue('fortnight');
    await expect(page.getByRole('spinbutton', { name: 'Home maintenance and gardening Hours per fortnight' })).toHaveValue('2');
    await expect(page.getByTestId('budget-summary').getByTestId('budget-left')).toHaveText(BUDGET_LEFT);
    // Halves and fortnights reach the server as units a week: cleaning 1.5, gardening 1 (2 a fortnight), nothing rounded.
    await expect
      .poll(() => calculations.at(-1)?.selectedServices)
      .toEqual(
        [
          { serviceId: idOf('Social support and community engagement'), hoursPerWeek: 1 },
          { serviceId: idOf('Domestic assistance'), hoursPerWeek: 1.5 },
          { serviceId: idOf('Home maintenance and gardening'), hoursPerWeek: 1 },
        ].sort((a, b) => a.serviceId - b.serviceId),
      );

    // Part pension: her letter's two rates.
    await tabTo(page, 'input[name="contribution-basis"]');
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: /Part Age Pension/ })).toBeChecked();
    await tabTo(page, '#calculator-rate-independence');
    await expectFocusClearOfBar(page);
    await page.keyboard.type('12');
    await tabTo(page, '#calculator-rate-everyday');
    await page.keyboard.type('30');

    const summary = page.getByTestId('budget-summary');
    const pay = summary.getByTestId('pay-yourself');
    await expect(pay.getByTestId('pay-fortnight')).toHaveText(PAY.fortnight);
    await expect(pay.getByTestId('pay-month')).toHaveText(PAY.month);
    await expect(pay.getByTestId('pay-quarter')).toHaveText(PAY.quarter);
    await expect(pay).toContainText('Worked out with the rates from your Services Australia letter.');
    // One answer: no second, competing estimate.
    await expect(page.getByText(/Rough estimate/)).toHaveCount(0);
    await expect(summary.getByText(aud(QUARTERLY_COST), { exact: true })).toBeVisible();
    await budgetLeftEverywhere(page, summary);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shoot(summary, 'summary-390.png');

    // The phone's bar: the same budget figure and the fortnightly figure.
    await page.getByRole('heading', { name: '2. Which services do you want?' }).scrollIntoViewIfNeeded();
    const bar = page.getByTestId('mobile-summary-bar');
    await expect(bar).toBeInViewport();
    await expect(bar.getByTestId('bar-budget-left')).toHaveText(BUDGET_LEFT);
    await expect(bar.getByTestId('bar-pay')).toHaveText(PAY.fortnight);
    await shoot(page, 'bar-390.png');

    // The quote near her: its summary line says the same budget figure.
    await tabTo(page, '#quote-near');
    await page.keyboard.type('2000');
    await expect(page.getByRole('option', { name: /2000/ }).first()).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('quote-baseline-left')).toHaveText(`That leaves ${BUDGET_LEFT} in your budget after care management.`);
    const api = (await (
      await page.request.post('/api/plans/quote', {
        data: planQuoteBody(
          level3.id,
          { 'Social support and community engagement': 1, 'Domestic assistance': 1.5, 'Home maintenance and gardening': 1 },
          idOf,
          '2000',
        ),
      })
    ).json()) as PlanQuoteResponse;
    expect(api.catalogue).toMatchObject({ quarterlyCost: QUARTERLY_COST, remainingBudget: 463.79 });
    const whole = api.quotes.filter((q) => q.unpricedServices.length === 0 && q.missingServices.length === 0);
    if (whole.length > 0) {
      const row = page.getByRole('region', { name: 'Can do your whole plan' }).getByTestId('quote-row').first();
      await expect(row).toContainText(
        whole[0].remainingBudget! < 0 ? 'Over your budget after care management by' : 'Left in your budget after care management',
      );
      await expect(row.getByTestId('quote-remaining')).toHaveText(aud(Math.abs(whole[0].remainingBudget!)));
    }
    await shoot(page.getByTestId('quote-baseline'), 'quote-390.png');

    // The printed page.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByTestId('print-budget-left')).toBeVisible();
    await expect(page.getByTestId('print-pay')).toContainText(`${PAY.fortnight}, or ${PAY.month}, or ${PAY.quarter}`);
    await expect(page.locator('.calculator-print-only')).toContainText('2 hours every fortnight');
    await expect(page.locator('.calculator-print-only')).toContainText('1.5 hours a week');
    await shoot(page, 'print-390.png', { fullPage: true });
    await page.emulateMedia({ media: 'screen' });

    // 200% text: the classification cards and the page fit the phone.
    await page.evaluate(() => {
      document.documentElement.style.fontSize = '200%';
    });
    await page
      .locator('label:has(input[name="classification"])')
      .first()
      .evaluate((el) => el.scrollIntoView({ block: 'start' }));
    const cardWidths = await page
      .locator('label:has(input[name="classification"])')
      .evaluateAll((labels) => labels.map((l) => l.getBoundingClientRect().right));
    for (const right of cardWidths) expect(right).toBeLessThanOrEqual(PHONE.width);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shoot(page, 'classification-390-200pc.png');
    await tabTo(page, cleaning);
    await expectFocusClearOfBar(page);
    await shoot(page, 'hours-focused-390-200pc.png');
    expect(errors).toEqual([]);
  });

  test('1280px: the same figures; the section on how we work them out is there before its code, which waits for the first action', async ({ page }) => {
    const errors = collectErrors(page);
    const { classifications } = await catalogue(page.request);
    const level3 = classifications.find((c) => c.level === 3)!;
    await page.setViewportSize(LAPTOP);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto('/calculator');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    // Prerendered words, no code yet: not part of the first load.
    const section = page.getByRole('region', { name: 'How do we work out these figures?' });
    await expect(section).toContainText('A service every fortnight counts half its hours each week.');
    expect(scripts.filter((u) => /how-we-work-it-out\./.test(u))).toEqual([]);
    const hydrated = () => section.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber')));
    expect(await hydrated()).toBe(false);
    await page.getByRole('radio', { name: new RegExp(`Classification 3: ${level3.name}`) }).check();
    await page.getByRole('spinbutton', { name: 'Domestic assistance Hours per week' }).fill('1.5');
    await page.getByRole('spinbutton', { name: 'Home maintenance and gardening Hours per week' }).fill('2');
    await page.getByRole('combobox', { name: 'How often for Home maintenance and gardening' }).selectOption('fortnight');
    await page.getByRole('spinbutton', { name: 'Social support and community engagement Hours per week' }).fill('1');
    await page
      .getByRole('radiogroup', { name: '3. How are you assessed for fees?' })
      .getByRole('radio', { name: /Part Age Pension/ })
      .check();
    await page.getByLabel('Your rate for Independence services (%)').fill('12');
    await page.getByLabel('Your rate for Everyday living services (%)').fill('30');
    const summary = page.getByTestId('budget-summary');
    await expect(summary.getByTestId('pay-fortnight')).toHaveText(PAY.fortnight);
    await budgetLeftEverywhere(page, summary);
    await expect(page.getByTestId('mobile-summary-bar')).toBeHidden();
    await page.getByRole('combobox', { name: 'Your postcode or suburb' }).pressSequentially('2000');
    await expect(page.getByRole('option', { name: /2000/ }).first()).toBeVisible();
    await page.getByRole('combobox', { name: 'Your postcode or suburb' }).press('Enter');
    await expect(page.getByTestId('quote-baseline-left')).toHaveText(`That leaves ${BUDGET_LEFT} in your budget after care management.`);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shoot(page, 'calculator-1280.png', { fullPage: true });

    // The first action loaded the section's code: it is hydrated, with its words and links unchanged.
    await expect.poll(hydrated).toBe(true);
    await expect(section).toContainText('A service every fortnight counts half its hours each week.');
    await expect(section.getByRole('link', { name: /how care management is funded/ })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
