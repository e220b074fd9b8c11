import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';

/** Signs in through the console's login page and waits for the dashboard. */
export async function signIn(page: Page, email = E2E_ADMIN.email, password = E2E_ADMIN.password) {
  await page.goto('/domainauth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/domainauth\/dashboard$/);
}

/** Signs the page's request context in as the e2e admin (same-origin JSON POST, as the API requires). */
export async function adminLogin(request: APIRequestContext, baseURL: string) {
  const res = await request.post('/api/admin/login', {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
    headers: { Origin: baseURL },
  });
  expect(res.ok(), `admin login: ${res.status()} ${await res.text()}`).toBeTruthy();
}

/**
 * The toast with this text is shown; close it so the next one can appear (one toast at a time). A locator,
 * not a role query: while a dialog is open the page behind it is aria-hidden.
 */
export async function expectToast(page: Page, text: string | RegExp) {
  const toast = page.getByTestId('toast').filter({ hasText: text });
  await expect(toast).toBeVisible();
  await toast.locator('button[aria-label^="Close"]').click();
  await expect(toast).toBeHidden();
}
