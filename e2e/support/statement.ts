import { expect, type Page } from '@playwright/test';
import { tabTo } from './page';

/** By keyboard alone on /check-my-statement: pastes a statement, adds its lines (the page says how many) and asks for the check. */
export async function pasteAndCheckByKeyboard(page: Page, statement: string, lines: number): Promise<void> {
  await tabTo(page, '#statement-paste');
  await page.keyboard.insertText(statement);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Add these lines' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`We added ${lines} lines below.`)).toBeVisible();
  await tabTo(page, '#statement-check');
  await page.keyboard.press('Enter');
}
