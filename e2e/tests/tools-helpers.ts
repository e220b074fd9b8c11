import { expect, type Page, type APIRequestContext } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { E2E_ADMIN } from '../playwright.config';

/** Shared steps for the tools specs (calculator, directory, assessment). */

export const RUN = Date.now().toString(36);

export function aud(amount: number, fractionDigits = 2): string {
  return new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }).format(amount);
}

/**
 * Prerendered pages show their HTML before React hydrates them; a click before that does nothing.
 * React marks every hydrated element with a __reactFiber key, so wait for it on an element of the page.
 */
export async function waitForHydration(page: Page, selector = 'main h1') {
  await page.waitForFunction((sel) => {
    const el = document.querySelector(sel);
    return !!el && Object.keys(el).some((k) => k.startsWith('__reactFiber'));
  }, selector);
}

export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // A dialog fading in is half transparent; axe would measure contrast mid-fade. Let transitions end first.
  // (Endless ones, such as a loading pulse, are not waited for.)
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  );
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** Console errors and page errors (hydration mismatches show up here), ignoring a missing favicon. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && !/favicon/i.test(m.text() + (m.location().url ?? ''))) errors.push(`console: ${m.text()}`);
  });
  return errors;
}

/** The toast with this text is shown; close it so the next one can appear (one toast at a time). */
export async function expectToast(page: Page, text: string | RegExp) {
  const toast = page.getByTestId('toast').filter({ hasText: text });
  await expect(toast).toBeVisible();
  await toast.locator('button[aria-label^="Close"]').click();
  await expect(toast).toBeHidden();
}

export interface LeadDetails {
  name: string;
  phone: string;
  email: string;
  postcode: string;
  serviceLevel: string;
}

export function leadDetails(label: string): LeadDetails {
  return {
    name: `E2E ${label} ${RUN}`,
    phone: '0491 570 156',
    email: `e2e.${label.toLowerCase()}.${RUN}@example.com`,
    postcode: '3350',
    serviceLevel: 'Level 4 - Medium support',
  };
}

/** Fills the open lead dialog: referral No, then every field, self-management No. */
export async function fillLeadDialog(page: Page, lead: LeadDetails) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('group', { name: /referral ID/ }).getByRole('radio', { name: 'No' }).check();
  await dialog.getByLabel(/Level of support/).selectOption(lead.serviceLevel);
  await dialog.getByLabel(/Full name/).fill(lead.name);
  await dialog.getByLabel(/Phone number/).fill(lead.phone);
  await dialog.getByLabel(/Email address/).fill(lead.email);
  await dialog.getByLabel(/Postcode/).fill(lead.postcode);
  await dialog.getByRole('group', { name: /self-manage/ }).getByRole('radio', { name: 'No' }).check();
}

/** Signs the page's request context in as the e2e admin (same-origin JSON POST, as the API requires). */
export async function adminLogin(request: APIRequestContext, baseURL: string) {
  const res = await request.post('/api/admin/login', {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
    headers: { Origin: baseURL },
  });
  expect(res.ok(), `admin login: ${res.status()} ${await res.text()}`).toBeTruthy();
}
