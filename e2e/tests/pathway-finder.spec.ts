import { PATHWAY_SCENARIOS as SCENARIOS, type PathwayScenario } from '@homeward/domain/src/pathways/pathway-scenarios.fixture';
import { expect, test } from '../support/test';
import { collectErrors, seriousAxeViolations, waitForHydration } from '../support';
import { describeUndated, findUndatedFigures } from './dated-figures-check';
import type { Page } from '@playwright/test';

/**
 * The pathway finder (/find-my-pathway) in a real browser: walked to a result at a phone width and at a
 * desktop width, by mouse and by keyboard alone; a result names its pathways with dated, sourced amounts, says who
 * to call, links on, is axe clean, and can be shared (the link opens the same result) and printed. Every result's
 * cards and texts are checked without a browser, from the same scenario table, in PathwayFinderPage.spec.tsx.
 */

async function openFinder(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto('/find-my-pathway');
  await waitForHydration(page);
}

async function answerAll(page: Page, answers: string[]) {
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  for (const [i, label] of answers.entries()) {
    await expect(page.getByText(`Question ${i + 1}`, { exact: true })).toBeVisible();
    await expect(page.getByText('About 7 questions in all', { exact: true })).toBeVisible();
    await page.getByRole('group').getByRole('button', { name: label, exact: true }).click();
  }
}

async function expectResult(page: Page, scenario: PathwayScenario) {
  const result = page.getByTestId('pathway-result');
  await expect(result).toBeVisible();
  await expect(result.getByTestId('pathway-card')).toHaveCount(scenario.pathways.length);
  const ids = await result.getByTestId('pathway-card').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-pathway')));
  expect(ids).toEqual(scenario.pathways);
  for (const text of scenario.shows) await expect(result.getByText(text).first()).toBeVisible();
}

test.describe('pathway finder', () => {
  // Every test here only reads, and each worker has its own server: the tests spread over the workers.
  test.describe.configure({ mode: 'parallel' });

  // One walk a width, for what needs a real page: sideways overflow, axe, the console, the figures' sections
  // across the whole page (site header and footer too) and visible dates. The most cards at the phone width,
  // the most figures at the desktop width.
  const WALKS: ReadonlyArray<{ width: number; scenario: PathwayScenario }> = [
    { width: 375, scenario: SCENARIOS[0] },
    { width: 1280, scenario: SCENARIOS.find((s) => s.pathways.includes('transitioned-hcp'))! },
  ];
  for (const { width, scenario } of WALKS) {
    test(`${width}px: ${scenario.name}`, async ({ page }) => {
      const errors = collectErrors(page);
      await openFinder(page, width);
      await answerAll(page, scenario.answers);
      await expectResult(page, scenario);
      // Every figure on the result has its date and source in its card.
      expect(describeUndated(await findUndatedFigures(page))).toEqual([]);
      for (const card of await page.getByTestId('pathway-card').all()) {
        if (/\$\d/.test(await card.innerText())) await expect(card.getByText(/as at \d{1,2} \w+ \d{4}/)).toBeVisible();
      }
      if (width === 375) {
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      }
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  test('a question screen is axe clean at 375px, and Previous keeps the answers', async ({ page }) => {
    await openFinder(page, 375);
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'How old is the person who needs help?' })).toBeFocused();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '50 to 64', exact: true }).click();
    await expect(page.getByText('Question 2', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Aboriginal or Torres Strait Islander' }).click();
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByRole('button', { name: 'Aboriginal or Torres Strait Islander' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByRole('button', { name: '50 to 64', exact: true })).toHaveAttribute('aria-pressed', 'true');
    // Changing the age drops the answers that no longer apply.
    await page.getByRole('button', { name: 'Under 50', exact: true }).click();
    await expect(page.getByText('Question 2', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Do they have a disability that affects their daily life?' })).toBeVisible();
  });

  test('works with the keyboard alone', async ({ page }) => {
    await openFinder(page, 1280);
    const start = page.getByRole('button', { name: 'Start', exact: true });
    // Reach Start by tabbing from the top of the page.
    await page.locator('body').focus();
    for (let i = 0; i < 60 && !(await start.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(start).toBeFocused();
    await page.keyboard.press('Enter');
    // Each question takes focus on its heading; Tab reaches the options in order.
    const scenario = SCENARIOS[0];
    for (const label of scenario.answers) {
      await expect(page.locator('#pathway-question')).toBeFocused();
      const option = page.getByRole('group').getByRole('button', { name: label, exact: true });
      for (let i = 0; i < 8 && !(await option.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
      await expect(option).toBeFocused();
      await page.keyboard.press('Enter');
    }
    await expect(page.getByRole('heading', { level: 2, name: 'What may fit' })).toBeFocused();
    await expectResult(page, scenario);
  });

  test('links to a directory search filtered to the service, and to the calculator', async ({ page }) => {
    await openFinder(page, 375);
    await answerAll(page, SCENARIOS[0].answers);
    const card = page.locator('[data-pathway="restorative-care"]');
    const directory = card.getByRole('link', { name: 'Find providers who offer physiotherapy' });
    await expect(directory).toHaveAttribute('href', /^\/provider-directory\?service=\d+$/);
    await expect(page.locator('[data-pathway="ongoing"]').getByRole('link', { name: 'See what each budget could pay for' })).toHaveAttribute(
      'href',
      '/calculator',
    );
    await directory.click();
    await expect(page).toHaveURL(/\/provider-directory\?service=\d+$/);
    await waitForHydration(page);
    await expect(page.getByLabel('Type of service')).toHaveValue(/^\d+$/);
  });

  test('Share copies a link that opens the same result; Print shows the result without the buttons', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await openFinder(page, 1280);
    const scenario = SCENARIOS[1];
    await answerAll(page, scenario.answers);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Link copied!' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/\/find-my-pathway\?age=65-plus&currentSupport=support-at-home&/);
    expect(page.url()).toBe(copied);

    const other = await context.newPage();
    await other.goto(copied);
    await waitForHydration(other);
    await expectResult(other, scenario);

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByTestId('pathway-card')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Share' })).toBeHidden();
    await expect(page.getByText(/Made with the Homeward pathway finder/)).toBeVisible();
  });

  test('a spoilt share link starts the finder afresh', async ({ page }) => {
    await page.goto('/find-my-pathway?age=65-plus&currentSupport=maybe');
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: 'Start', exact: true })).toBeVisible();
    await expect(page.getByTestId('pathway-result')).toHaveCount(0);
  });

  test('is in the main menu and linked from the home, services and eligibility pages', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pathway Finder' })).toHaveAttribute('href', '/find-my-pathway');
    for (const path of ['/', '/services', '/eligibility']) {
      await page.goto(path);
      await expect(page.getByRole('main').locator('a[href="/find-my-pathway"]').first()).toBeVisible();
    }
  });
});
