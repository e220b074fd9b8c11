import {
  australianDate,
  dueForReviewHeadline,
  factsDueForReview,
  formatAud,
  officialContributionForLines,
  OFFICIAL_UPDATES,
  type CalculateRequest,
  type CalculateResponse,
} from '@homeward/domain';
import { test, expect } from '../support/test';
import { collectErrors, seriousAxeViolations, signIn, waitForHydration } from '../support';

/**
 * Official figures as they stand today. The product reads the rules for today in Sydney (no
 * FACTS_DATE in e2e), so the expected figures are worked out with the same rules for the same date: on and
 * after 1 October 2026 personal care is a clinical support, at 0% for everyone.
 */
const today = australianDate(new Date());

test.describe('official contribution with personal care', () => {
  test('prices a plan with personal care and shows the official contribution under the rules in force today', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/calculator');
    await waitForHydration(page);
    await page.getByRole('radio', { name: /Classification 2:/ }).check();
    await page.getByRole('spinbutton', { name: 'Personal care Hours per week' }).fill('3');
    await page.getByRole('spinbutton', { name: 'Domestic assistance Hours per week' }).fill('1');
    // The answer for the whole plan: on a busy machine the answer for the personal care alone can arrive late.
    const answer = page.waitForResponse(
      (r) =>
        r.url().endsWith('/api/calculate') &&
        r.ok() &&
        (r.request().postDataJSON() as CalculateRequest).selectedServices
          .map((s) => s.hoursPerWeek)
          .sort()
          .join() === '1,3',
    );
    await page
      .getByRole('radiogroup', { name: '3. How are you assessed for fees?' })
      .getByRole('radio', { name: 'Self-funded retiree (no pension, no card)' })
      .check();
    const { lines } = (await (await answer).json()) as CalculateResponse;

    const expected = officialContributionForLines(lines, 'self-funded', today);
    const official = page.getByTestId('official-contribution');
    await expect(page.getByTestId('pay-quarter')).toHaveText(`${formatAud(expected.maxCents / 100)} a quarter`);
    await expect(official.getByRole('list', { name: 'Official contribution a quarter, by type of service' }).getByRole('listitem')).toHaveCount(
      expected.byCategory.length,
    );
    if (today >= '2026-10-01') {
      // Personal care 3 h x $100 x 13 = $3,900 is clinical at 0%; only cleaning ($95 x 13 = $1,235) at 80% = $988.00.
      expect(lines.find((l) => l.serviceName === 'Personal care')).toMatchObject({ category: 'Clinical', contributable: false });
      await expect(page.getByTestId('pay-quarter')).toHaveText('$988.00 a quarter');
      await expect(official.getByText('Official contribution (from 1 October 2026)')).toBeVisible();
      await expect(official.getByTestId('personal-care-note')).toContainText('Since 1 October 2026, personal care is a clinical support');
    }
    await expect(official.getByTestId('lifetime-cap-note')).toContainText('$137,917.01');
    expect(await seriousAxeViolations(page), 'axe with the personal care note').toEqual([]);

    // The note links to the change's entry on /updates.
    await official.getByTestId('personal-care-note').getByRole('link', { name: 'What has changed' }).click();
    await expect(page).toHaveURL(/\/updates#personal-care-clinical$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Personal care: no contribution' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the fair-price check says there is no price cap, and that the Commission can order refunds', async ({ page }) => {
    await page.goto('/services');
    await waitForHydration(page);
    const check = page.getByRole('region', { name: 'Is this price fair?' });
    await check.scrollIntoViewIfNeeded();
    await check.getByLabel('Which service?').selectOption({ label: 'Personal care' });
    await check.getByLabel(/Price you were quoted/).fill('140');
    await check.getByRole('button', { name: 'Check this price' }).click();
    const note = page.getByTestId('fair-price-result').getByTestId('price-caps-note');
    await expect(note).toContainText('There is no price cap: each provider sets its own prices.');
    await expect(note).toContainText('In May 2026 they were put off, with no new start date.');
    await expect(note).toContainText('the Aged Care Quality and Safety Commission can order it to pay you back');
    await expect(note).not.toContainText('twice a year');
    await expect(page.getByTestId('fair-price-result').getByTestId('personal-care-note')).toBeVisible();
  });
});

test.describe('/updates', () => {
  test('is prerendered, in the sitemap, newest first, and axe-clean at 390 px and 1280 px', async ({ page, request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toMatch(/<loc>[^<]+\/updates<\/loc>/);
    // Prerendered: the entries are in the HTML before any script runs.
    const html = await (await request.get('/updates')).text();
    for (const update of OFFICIAL_UPDATES) expect(html).toContain(`id="${update.id}"`);
    expect(html).toContain('What has changed in Support at Home');

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/updates');
      await waitForHydration(page);
      const titles = await page.getByRole('heading', { level: 2 }).allTextContents();
      expect(titles.slice(0, 3)).toEqual(['Personal care: no contribution', 'Budgets may have changed', 'Price caps put off']);
      expect(await seriousAxeViolations(page), `axe at ${width} px`).toEqual([]);
    }
  });
});

test.describe('figures due for review', () => {
  test('the dashboard and GET /api/health count the official figures past their review date', async ({ page, request }) => {
    const due = factsDueForReview(today);
    const health = await (await request.get('/api/health')).json();
    expect(health.officialFiguresDueForReview).toBe(due.length);

    await signIn(page);
    const review = page.getByRole('region', { name: dueForReviewHeadline(due.length) });
    await expect(review).toBeVisible();
    if (due.length > 0) await review.getByText('Show the figures, their dates and sources').click();
    if (due.length > 0) await expect(review.getByRole('listitem')).toHaveText(due.map((f) => new RegExp(`^${f.label.replace(/[()]/g, '.')}: `)));
    expect(await seriousAxeViolations(page), 'axe on the dashboard').toEqual([]);
  });
});
