import path from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';

/**
 * Screenshots of the admin console for a human to look at (login, each tab, the dialogs) at 1280 and
 * 768 px, into SHOTS_DIR (default /tmp/homeward-shots/admin). Not part of `npm test`:
 * `npm run screenshots -w @homeward/e2e`.
 */
const SHOTS_DIR = path.join(process.env.SHOTS_DIR ?? '/tmp/homeward-shots', 'admin');

const WIDTHS = [1280, 768] as const;
const TABS = [
  { name: 'providers', path: '/domainauth/dashboard', ready: 'Loading providers...' },
  { name: 'users', path: '/domainauth/dashboard/users', ready: 'Loading admin users...' },
  { name: 'leads-calculator', path: '/domainauth/dashboard/leads-calculator', ready: 'Loading leads...' },
  { name: 'leads-provider', path: '/domainauth/dashboard/leads-provider', ready: 'Loading provider leads...' },
];

/** Pages are taken whole; dialogs as the viewport shows them (a modal does not scroll with the page). */
async function shot(page: Page, name: string, fullPage = true) {
  await page.waitForLoadState('networkidle');
  // Let a dialog finish fading in.
  if (!fullPage) await page.waitForTimeout(500);
  await page.screenshot({ path: path.join(SHOTS_DIR!, `${name}.png`), fullPage });
}

async function postLeads(page: Page) {
  const [provider] = (await (await page.request.get('/api/providers/search')).json()) as { id: number; businessName: string }[];
  const [service] = (await (await page.request.get('/api/services')).json()) as { id: number; name: string }[];
  const base = { hasReferralId: true, referralId: 'REF-1234', serviceLevel: 'Level 4 - Medium support', phone: '0491 570 156', selfManagement: true };
  await page.request.post('/api/leads/provider', {
    data: {
      ...base,
      sessionId: 'shots-p',
      name: 'Margaret Example',
      email: 'margaret.example@example.com',
      postcode: '2150',
      providerId: provider.id,
      providerName: provider.businessName,
    },
  });
  await page.request.post('/api/leads/calculator', {
    data: {
      ...base,
      sessionId: 'shots-c',
      name: 'Kevin Example',
      email: 'kevin@example.com',
      postcode: '3000',
      selectedServices: [{ serviceId: service.id, hoursPerWeek: 2, serviceName: service.name }],
      totalWeeklyCost: 200,
      totalQuarterlyCost: 2600,
    },
  });
}

for (const width of WIDTHS) {
  test(`admin screens at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await postLeads(page);
    await page.goto('/domainauth');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await shot(page, `login-${width}`);

    await page.getByRole('button', { name: 'Sign In' }).click();
    await shot(page, `login-errors-${width}`);
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('form', { name: 'Admin sign in' }).getByRole('alert')).toBeVisible();
    await shot(page, `login-invalid-${width}`);

    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    for (const tab of TABS) {
      await page.goto(tab.path);
      await expect(page.getByText(tab.ready)).toBeHidden();
      await expect(page.getByTestId('stat-totalProviders').getByTestId('stat-value')).not.toHaveText('Loading...');
      await shot(page, `tab-${tab.name}-${width}`);
    }

    await page.goto('/domainauth/dashboard/providers/new');
    await expect(page.getByRole('dialog', { name: 'Add provider' })).toBeVisible();
    await page.getByRole('button', { name: 'Save provider' }).click();
    await shot(page, `provider-add-errors-${width}`, false);

    // The postcode lookup: suburbs offered, state filled.
    await page.goto('/domainauth/dashboard/providers/new');
    const add = page.getByRole('dialog', { name: 'Add provider' });
    await add.getByLabel('Postcode').fill('3056');
    await expect(add.getByRole('combobox', { name: /State or territory/ })).toHaveText('Victoria (VIC)');
    await add.getByRole('combobox', { name: /Suburb/ }).click();
    await expect(page.getByRole('option', { name: 'Brunswick', exact: true })).toBeVisible();
    await shot(page, `provider-add-suburbs-${width}`, false);
    await add.getByLabel('Postcode').fill('0001');
    await expect(add.getByLabel('Postcode')).toHaveAccessibleDescription('We could not find that postcode');
    await shot(page, `provider-add-unknown-postcode-${width}`, false);
    await add.getByRole('combobox', { name: /Service areas/ }).fill('Bruns');
    await expect(page.getByRole('option', { name: /^Brunswick VIC/ })).toBeVisible();
    await shot(page, `provider-add-areas-${width}`, false);

    await page.goto('/domainauth/dashboard');
    await page
      .getByRole('link', { name: /^Edit / })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Edit provider' }).getByLabel('Business name')).not.toHaveValue('');
    await shot(page, `provider-edit-${width}`, false);

    await page.goto('/domainauth/dashboard/users/new');
    await expect(page.getByRole('dialog', { name: 'Add admin user' })).toBeVisible();
    await shot(page, `user-add-${width}`, false);

    for (const kind of ['leads-calculator', 'leads-provider']) {
      await page.goto(`/domainauth/dashboard/${kind}`);
      await page
        .getByRole('link', { name: /^Open lead from/ })
        .first()
        .click();
      await expect(page.getByRole('dialog').getByLabel('Notes')).toBeVisible();
      await shot(page, `${kind}-dialog-${width}`, false);
    }
  });
}
