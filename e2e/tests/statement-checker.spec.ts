import type { ProviderProfileDto, ProviderSearchResult, ServiceDto } from '@homeward/domain';
import { expect, test } from '../support/test';
import { collectErrors, pasteAndCheckByKeyboard, shoot, tabTo, waitForHydration, wcagViolations } from '../support';
import type { Page } from '@playwright/test';

/**
 * A statement pasted into /check-my-statement is checked in the browser. Two planted errors (a
 * contribution charged on nursing, a price above the provider's published price) are the only findings; the
 * letter prints; no request carries the statement. Then the same by keyboard alone at 390 px with 200% text,
 * and the calculator with interim funding and a carry-over.
 */
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 900 };
// The department's weekday ranges' tops (libs/domain INDICATIVE_PRICE_RANGES), in cents: a line at or under
// them has no "above the usual range" finding.
const RANGE_HIGH: Record<string, number> = {
  'Nursing care': 17900,
  'Personal care': 11500,
  'Domestic assistance': 10900,
  'Meal preparation': 11000,
  'Social support and community engagement': 11000,
};
// Full pensioner, November 2026: personal care is clinical (0%) since 1 October 2026.
const RATE: Record<string, number> = { Clinical: 0, Independence: 0.05, 'Everyday living': 0.175 };

interface Planted {
  provider: ProviderProfileDto;
  text: string;
  /** Strings of the statement that must never appear in a request. */
  secrets: string[];
  nursingContribution: string;
  overchargedService: string;
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** A provider with a weekday price at least $10 under the top of the usual range, and a 10-line statement for it. */
async function plantStatement(page: Page): Promise<Planted> {
  const services = (await (await page.request.get('/api/services')).json()) as ServiceDto[];
  const all = (await (await page.request.get('/api/providers/search?limit=100')).json()) as ProviderSearchResult[];
  let provider: ProviderProfileDto | null = null;
  let overcharged = '';
  for (const p of all) {
    const candidate = (await (await page.request.get(`/api/providers/${p.id}`)).json()) as ProviderProfileDto;
    const fit = candidate.prices.find(
      (x) => RANGE_HIGH[x.serviceName] !== undefined && Math.round(Number(x.standard) * 100) + 1000 <= RANGE_HIGH[x.serviceName],
    );
    if (fit) {
      provider = candidate;
      overcharged = fit.serviceName;
      break;
    }
  }
  expect(provider, 'a provider with a weekday price under the usual range').not.toBeNull();
  const published = (name: string) => provider!.prices.find((x) => x.serviceName === name);
  // A price the checker finds nothing wrong with: the provider's own (capped at the usual range), or the range's top.
  const fairPrice = (name: string) => Math.min(published(name) ? Math.round(Number(published(name)!.standard) * 100) : RANGE_HIGH[name], RANGE_HIGH[name]);
  const category = (name: string) => (name === 'Personal care' ? 'Clinical' : services.find((s) => s.name === name)!.category);
  const row = (date: string, name: string, quantity: number, priceCents: number, contributionCents?: number) => {
    const amount = Math.round(quantity * priceCents);
    const contribution = contributionCents ?? Math.round(amount * RATE[category(name)]);
    return [date, name, 'Weekday', String(quantity), dollars(priceCents), dollars(amount), dollars(contribution)].join('\t');
  };
  const nursing = fairPrice('Nursing care');
  const nursingContribution = Math.round(nursing * 0.175);
  const lines = [
    row('2/11/2026', overcharged, 2, fairPrice(overcharged)),
    row('3/11/2026', 'Nursing care', 1, nursing),
    row('4/11/2026', 'Personal care', 1.5, fairPrice('Personal care')),
    // Planted: a contribution charged on nursing (clinical: 0% for everyone).
    row('5/11/2026', 'Nursing care', 1, nursing, nursingContribution),
    // Planted: $10 an hour above the provider's published weekday price.
    row('9/11/2026', overcharged, 2, fairPrice(overcharged) + 1000),
    row('10/11/2026', 'Social support and community engagement', 3, fairPrice('Social support and community engagement')),
    row('11/11/2026', 'Meal preparation', 1, fairPrice('Meal preparation')),
    row('16/11/2026', 'Domestic assistance', 2, fairPrice('Domestic assistance')),
    row('17/11/2026', overcharged, 1, fairPrice(overcharged)),
    row('18/11/2026', 'Nursing care', 2, nursing),
  ];
  const text = ['Date\tService\tTime\tQuantity\tPrice\tAmount\tContribution', ...lines].join('\n');
  return {
    provider: provider!,
    text,
    secrets: ['2/11/2026', '18/11/2026', '2026-11-', dollars(nursingContribution).slice(1), 'Meal%20preparation', 'Meal preparation'],
    nursingContribution: dollars(nursingContribution),
    overchargedService: overcharged,
  };
}

/** Every request the page makes: its URL and body. */
function recordRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => seen.push(`${r.method()} ${r.url()} ${r.postData() ?? ''}`));
  return seen;
}

test('a pasted 10-line statement shows exactly the two planted findings, prints the letter, and no request carries it', async ({ page }) => {
  const errors = collectErrors(page);
  const planted = await plantStatement(page);
  const requests = recordRequests(page);

  // From the provider's page: its link chooses the provider.
  await page.setViewportSize(LAPTOP);
  await page.goto(`/provider-directory/${planted.provider.id}`);
  await page.getByRole('link', { name: 'Check your statement against these prices' }).click();
  await expect(page).toHaveURL(new RegExp(`/check-my-statement\\?provider=${planted.provider.id}$`));
  await waitForHydration(page);
  await expect(page.getByText(`Provider: ${planted.provider.businessName}.`)).toBeVisible();
  await expect(page.getByTestId('statement-privacy')).toContainText('We never send it to our server.');
  expect(await wcagViolations(page)).toEqual([]);
  await shoot(page, `entry-1280.png`, { fullPage: true });

  await page.getByLabel('Classification (level)').selectOption('4');
  await page.getByRole('radio', { name: 'Full Age Pension' }).check();
  await page.getByLabel('Paste your statement').fill(planted.text);
  await page.getByRole('button', { name: 'Add these lines' }).click();
  await expect(page.getByText('We added 10 lines below.')).toBeVisible();
  await page.getByRole('button', { name: 'Check my statement' }).click();

  const findings = page.getByTestId('statement-findings').getByRole('listitem');
  await expect(findings).toHaveCount(2);
  expect(await findings.evaluateAll((items) => items.map((i) => i.getAttribute('data-finding')))).toEqual(['contribution', 'above-published-price']);
  await expect(findings.nth(0)).toContainText('Line 4 (5 November 2026, Nursing care)');
  await expect(findings.nth(0)).toContainText(`Amount in question: ${planted.nursingContribution}`);
  await expect(findings.nth(1)).toContainText(`Line 5 (9 November 2026, ${planted.overchargedService})`);
  await expect(findings.nth(1)).toContainText('Amount in question: $20.00');
  await expect(page.getByTestId('statement-summary')).toContainText('We found 2 things to ask your provider about');
  await expect(page.getByTestId('statement-summary')).toContainText('8 of 10 lines look right.');
  await expect(page.getByRole('heading', { name: 'What we found' })).toBeFocused();
  expect(await wcagViolations(page)).toEqual([]);
  await shoot(page.locator('section[aria-labelledby="statement-result-heading"]'), `findings-1280.png`);

  // The letter can be changed, and prints as changed, alone on the page.
  const letter = page.getByLabel('Your letter (you can change it)');
  await expect(letter).toHaveValue(new RegExp(`^Dear ${planted.provider.businessName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')},`));
  await expect(letter).toHaveValue(/1800 700 600/);
  await expect(letter).toHaveValue(/1800 951 822/);
  await letter.fill((await letter.inputValue()).replace('[Your name]', 'Margaret Jones'));
  await page.emulateMedia({ media: 'print' });
  const printed = page.getByTestId('statement-letter-print');
  await expect(printed).toBeVisible();
  await expect(printed).toContainText('Margaret Jones');
  await expect(page.getByLabel('Paste your statement')).toBeHidden();
  await expect(page.getByTestId('statement-findings')).toBeHidden();
  await shoot(page, `letter-print-1280.png`, { fullPage: true });
  await page.setViewportSize(PHONE);
  await shoot(page, `letter-print-390.png`, { fullPage: true });
  await page.emulateMedia({ media: 'screen' });
  await shoot(page.locator('section[aria-labelledby="statement-result-heading"]'), `findings-390.png`);

  // The network log: only reads, and none carries a line's values.
  expect(requests.length).toBeGreaterThan(0);
  for (const request of requests) {
    for (const secret of planted.secrets) expect(request, `a request carried "${secret}"`).not.toContain(secret);
    expect(request).not.toMatch(/^(POST|PUT|PATCH|DELETE) .*\/api\/(?!.*session)/);
  }
  // Nothing stored unless asked.
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('statement')))).toEqual([]);
  expect(errors).toEqual([]);
});

test('by keyboard alone at 390 px with 200% text: the statement checked, nothing scrolls sideways', async ({ page }) => {
  const errors = collectErrors(page);
  const planted = await plantStatement(page);
  await page.setViewportSize(PHONE);
  await page.goto(`/check-my-statement?provider=${planted.provider.id}`);
  await waitForHydration(page);
  await shoot(page, `entry-390.png`, { fullPage: true });
  await page.evaluate(() => {
    document.documentElement.style.fontSize = '200%';
  });
  await shoot(page, `entry-390-200pc.png`);

  // The classifications come from the catalogue after hydration.
  await expect(page.locator('#statement-classification option')).toHaveCount(9);
  await tabTo(page, '#statement-classification');
  for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('Classification (level)')).toHaveValue('4');
  // The menu says "Classification 4"; the level's name and budget are said under it.
  await expect(page.getByTestId('statement-classification-chosen')).toHaveText('Medium Support: $7,424.10 a quarter.');
  await tabTo(page, 'input[name="statement-basis"]');
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: 'Full Age Pension' })).toBeChecked();
  await pasteAndCheckByKeyboard(page, planted.text, 10);
  await expect(page.getByTestId('statement-findings').getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('heading', { name: 'What we found' })).toBeFocused();

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'no sideways scroll at 390px and 200% text').toBeLessThanOrEqual(0);
  expect(await wcagViolations(page)).toEqual([]);
  await shoot(page.locator('section[aria-labelledby="statement-result-heading"]'), `findings-390-200pc.png`);

  // Keep on this device, then delete everything, by keyboard.
  await tabTo(page, '#statement-keep');
  await page.keyboard.press('Space');
  expect(await page.evaluate(() => localStorage.getItem('homeward.statement-checker.v1'))).toContain('Nursing care');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Delete everything' })).toBeFocused();
  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => localStorage.getItem('homeward.statement-checker.v1'))).toBeNull();
  // A first load of the prerendered page hydrates cleanly.
  expect(errors).toEqual([]);
});

test('the calculator with interim funding and a carry-over: the bar and the summary use the adjusted quarter', async ({ page }) => {
  for (const viewport of [LAPTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await page.goto('/calculator');
    await waitForHydration(page);
    await page.getByRole('radio', { name: /Classification 1: Entry Support/ }).check();
    await page.getByRole('spinbutton', { name: 'Domestic assistance Hours per week' }).fill('1');
    await expect(page.getByTestId('budget-summary')).toContainText('Left in your budget after care management');
    await page.getByRole('checkbox', { name: "I'm on interim funding" }).check();
    await expect(page.getByTestId('interim-explained')).toContainText('you get 60% of your budget: $1,609.65 a quarter instead of $2,682.75');
    await page.getByLabel('Unspent from last quarter (optional)').fill('1500');
    await expect(page.getByText('Only $1,000.00 can carry over, so we use $1,000.00, not $1,500.00.')).toBeVisible();
    await expect(page.getByTestId('carry-over-figure')).toHaveText('Plus $1,000.00 carried over from last quarter.');
    await shoot(page.getByTestId('quarter-options'), `calculator-interim-options-${viewport.width}.png`);
    await shoot(page.getByTestId('budget-summary'), `calculator-interim-summary-${viewport.width}.png`);
    if (viewport.width === LAPTOP.width) expect(await wcagViolations(page)).toEqual([]);
  }
});
