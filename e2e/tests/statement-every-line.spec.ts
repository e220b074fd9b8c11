import { GRAHAM_STATEMENT } from '@homeward/domain/src/statements/statement-scenarios.fixture';
import { expect, test } from '../support/test';
import { collectErrors, pasteAndCheckByKeyboard, shoot, tabTo, waitForHydration, wcagViolations } from '../support';
import type { Page } from '@playwright/test';

/**
 * Every line of a statement is accounted for. Graham (classification 6, self-funded) pastes his November month:
 * 4 h personal care at $92, 6 h domestic assistance at $84, care management $65, a package admin fee $30 and a
 * row the checker cannot read. The admin fee is flagged as a charge the rules do not allow, care management is
 * judged against its 10% share, the unread row is kept as a line to ask about, the total is the statement's
 * total, and the letter lists every item. At 1280 px, then by keyboard alone at 390 px with 200% text.
 */
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 900 };

const result = (page: Page) => page.locator('section[aria-labelledby="statement-result-heading"]');

/** What every reader must see in Graham's result, whatever the screen. */
async function expectGrahamsResult(page: Page) {
  await expect(page.getByRole('heading', { name: 'What we found' })).toBeFocused();
  await expect(page.getByTestId('statement-summary')).toHaveText(
    'We found 2 things to ask your provider about, worth $30.00 or more in total. 3 of 5 lines look right. We could not check 1 line.',
  );
  // The total checked is the statement's own total: $368 + $504 + $65 + $30.
  await expect(page.getByTestId('statement-total')).toContainText("Charged in total: $967.00, the same as your statement's total.");
  await expect(page.getByTestId('statement-total')).toContainText('Care management: $65.00 of the $1,202.86 a quarter set aside for it (10% of your budget).');
  const findings = page.getByTestId('statement-findings').getByRole('listitem');
  expect(await findings.evaluateAll((items) => items.map((i) => i.getAttribute('data-finding')))).toEqual(['fee-not-allowed', 'not-checked']);
  await expect(findings.nth(0)).toContainText('Line 4 (30 November 2026, "Package admin fee")');
  await expect(findings.nth(0)).toContainText('The rules do not allow it');
  await expect(findings.nth(0)).toContainText('Amount in question: $30.00');
  await expect(findings.nth(1)).toContainText('We could not check this line: ask the provider');
  await expect(page.getByRole('link', { name: /Support at Home pricing changes/ })).toHaveAttribute('href', /myagedcare\.gov\.au/);
  const marks = page.getByTestId('statement-line-marks').getByRole('listitem');
  expect(await marks.evaluateAll((items) => items.map((i) => i.getAttribute('data-line-mark')))).toEqual(['good', 'good', 'good', 'ask', 'not-checked']);
  await expect(marks.nth(2)).toContainText('Within the care management share: Line 3, 30 November 2026, "Care management", $65.00');
  await expect(marks.nth(4)).toContainText('We could not check this line: ask the provider. Line 5');

  // The letter is never blank: it lists every item and the total in question.
  const letter = page.getByLabel('Your letter (you can change it)');
  const text = await letter.inputValue();
  expect(text).toMatch(
    /Please explain or fix these things:\n\n1\. Line 4 \(30 November 2026, "Package admin fee"\): This is a package management or admin fee\./,
  );
  expect(text).toMatch(/\n2\. Line 5 \(30 November 2026, "Adj\. ref 7741 \(see over\)"\): We could not check this line/);
  expect(text).toContain('In total, $30.00 is in question. Also, I could not read the amount of 1 line.');
}

/** The width a select needs to show its longest choice in full, and the width it has. */
async function selectFit(page: Page, selector: string) {
  return page.locator(selector).evaluate((el) => {
    const select = el as HTMLSelectElement;
    const style = getComputedStyle(select);
    const probe = document.createElement('span');
    probe.style.font = style.font;
    probe.style.position = 'absolute';
    probe.style.whiteSpace = 'nowrap';
    document.body.append(probe);
    let widest = 0;
    for (const option of select.options) {
      probe.textContent = option.text;
      widest = Math.max(widest, probe.getBoundingClientRect().width);
    }
    probe.remove();
    const needed = widest + parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
    return { needed: Math.ceil(needed), has: select.clientWidth, right: select.getBoundingClientRect().right };
  });
}

test("Graham's month at 1280 px: the admin fee and the unread line are asked about, the total is the statement's", async ({ page }) => {
  const errors = collectErrors(page);
  await page.setViewportSize(LAPTOP);
  await page.goto('/check-my-statement');
  await waitForHydration(page);
  await expect(page.locator('#statement-classification option')).toHaveCount(9);

  // The time menu shows "Weekday daytime" in full.
  const time = await selectFit(page, '#line-0-time');
  expect(time.has, 'the time menu is wide enough for its longest choice').toBeGreaterThanOrEqual(time.needed);

  await page.getByLabel('Classification (level)').selectOption('6');
  // Which carry-over limit applies on interim funding, and why.
  await page.getByRole('checkbox', { name: /interim funding/ }).check();
  await expect(page.getByTestId('statement-carry-over-limit')).toHaveText(
    'Up to $1,000.00 can carry over: the greater of $1,000 or 10% of the budget you are paid while on interim funding ($7,217.15). ' +
      'When your full funding starts, the limit is worked out on the full budget of $12,028.58: up to $1,202.86.',
  );
  await shoot(page.locator('section[aria-labelledby="statement-who-heading"]'), 'every-line-interim-1280.png');
  await page.getByRole('checkbox', { name: /interim funding/ }).uncheck();
  await expect(page.getByTestId('statement-carry-over-limit')).toHaveText(
    'Up to $1,202.86 can carry over: the greater of $1,000 or 10% of your quarterly budget of $12,028.58.',
  );
  await page.getByRole('radio', { name: /Self-funded/ }).check();
  await page.getByLabel('Paste your statement').fill(GRAHAM_STATEMENT);
  await page.getByRole('button', { name: 'Add these lines' }).click();
  await expect(page.getByText('We added 5 lines below.')).toBeVisible();
  await expect(page.getByText("Your statement's total is $967.00. We check that the lines add up to it.")).toBeVisible();
  await expect(page.getByLabel('The total on your statement (optional)')).toHaveValue('967.00');
  await shoot(page.locator('section[aria-labelledby="statement-lines-title"]'), 'every-line-lines-1280.png');
  await page.getByRole('button', { name: 'Check my statement' }).click();

  await expectGrahamsResult(page);
  expect(await wcagViolations(page)).toEqual([]);
  await shoot(result(page), 'every-line-result-1280.png');
  await shoot(page.locator('section[aria-labelledby="statement-letter-heading"]'), 'every-line-letter-1280.png');
  await shoot(page, 'every-line-page-1280.png', { fullPage: true });
  expect(errors).toEqual([]);
});

test("Graham's month by keyboard alone at 390 px with 200% text: nothing is cut off or scrolls sideways", async ({ page }) => {
  const errors = collectErrors(page);
  await page.setViewportSize(PHONE);
  await page.goto('/check-my-statement');
  await waitForHydration(page);
  await page.evaluate(() => {
    document.documentElement.style.fontSize = '200%';
  });
  await expect(page.locator('#statement-classification option')).toHaveCount(9);

  await tabTo(page, '#statement-classification');
  for (let i = 0; i < 6; i += 1) await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('Classification (level)')).toHaveValue('6');
  // The classification menu stays inside the phone's width and shows every choice in full ("Classification 6");
  // the level's name and budget are said under it.
  const classification = await selectFit(page, '#statement-classification');
  expect(classification.right, 'the classification menu ends inside the screen').toBeLessThanOrEqual(PHONE.width);
  expect(classification.has, 'the classification menu is wide enough for its longest choice').toBeGreaterThanOrEqual(classification.needed);
  await expect(page.getByTestId('statement-classification-chosen')).toHaveText('High Support: $12,028.58 a quarter.');
  // The first line's time menu shows "Weekday daytime" in full on the phone too.
  const time = await selectFit(page, '#line-0-time');
  expect(time.has, 'the time menu is wide enough for its longest choice').toBeGreaterThanOrEqual(time.needed);
  await shoot(page.locator('section[aria-labelledby="statement-who-heading"]'), 'every-line-who-390-200pc.png');

  await tabTo(page, 'input[name="statement-basis"]');
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: /Self-funded/ })).toBeChecked();
  await pasteAndCheckByKeyboard(page, GRAHAM_STATEMENT, 5);

  await expectGrahamsResult(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'no sideways scroll at 390 px and 200% text').toBeLessThanOrEqual(0);
  expect(await wcagViolations(page)).toEqual([]);
  await shoot(result(page), 'every-line-result-390-200pc.png');
  await page.evaluate(() => {
    document.documentElement.style.fontSize = '';
  });
  await shoot(page, 'every-line-page-390.png', { fullPage: true });
  expect(errors).toEqual([]);
});
