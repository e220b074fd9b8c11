import { readFile } from 'node:fs/promises';
import { test, expect } from '../support/test';
import { E2E_ADMIN } from '../playwright.config';
import { aud, expectToast, RUN, sendProviderLead, seriousAxeViolations, signIn } from '../support';
import type { Page, APIRequestContext } from '@playwright/test';

/**
 * The admin console (react-admin remote) through the real host at /domainauth, against the running API.
 * Tests run in order on one database; names carry a per-run suffix so reruns do not collide.
 */

async function apiStats(request: APIRequestContext) {
  const response = await request.get('/api/admin/stats');
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as Record<'totalProviders' | 'activeProviders' | 'highlightedProviders' | 'totalAdminUsers', number>;
}

async function expectTilesMatchApi(page: Page) {
  const stats = await apiStats(page.request);
  for (const [key, value] of Object.entries(stats)) {
    await expect(page.getByTestId(`stat-${key}`).getByTestId('stat-value')).toHaveText(String(value));
  }
}

test.describe('admin console', () => {
  test('a public page never requests the admin bundle', async ({ page }) => {
    const remoteRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/remote/')) remoteRequests.push(request.url());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.goto('/provider-directory');
    await page.waitForLoadState('networkidle');
    expect(remoteRequests).toEqual([]);

    // ...and /domainauth does load it.
    await page.goto('/domainauth');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    expect(remoteRequests.some((url) => url.endsWith('/remote/remoteEntry.js'))).toBeTruthy();
  });

  test('without a session every admin route goes to the login page, checking the session once', async ({ page }) => {
    const sessionChecks: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/admin/session') sessionChecks.push(request.url());
    });
    await page.goto('/domainauth/dashboard/users');
    await expect(page).toHaveURL(/\/domainauth$/);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByText('For authorized personnel only')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(sessionChecks).toHaveLength(1);

    const robots = await page.locator('meta[name="robots"]').evaluateAll((tags) => tags.map((t) => t.getAttribute('content')));
    expect(robots.length).toBeGreaterThan(0);
    expect(robots.every((content) => content?.includes('noindex'))).toBeTruthy();
    await expect(page).toHaveTitle(/Sign in/);
  });

  test('a wrong password shows the inline message', async ({ page }) => {
    await page.goto('/domainauth');
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('form', { name: 'Admin sign in' }).getByRole('alert')).toHaveText('Invalid email or password');
    await expect(page).toHaveURL(/\/domainauth$/);
  });

  test('login and dashboard have no serious accessibility violations', async ({ page }) => {
    await page.goto('/domainauth');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await signIn(page);
    await expect(page.getByText('Loading providers...')).toBeHidden();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test("login shows the welcome, the stats the API reports, the spec's four tabs and the audit trail", async ({ page }) => {
    await signIn(page);
    await expect(page.getByTestId('welcome')).toHaveText(`Welcome, ${E2E_ADMIN.name}`);
    await expectTilesMatchApi(page);
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText([
      'Provider Management',
      'Admin Users',
      'Leads - Calculator',
      'Leads - Provider',
      'Audit Trail',
      'Moderation',
      'Overdue leads',
      'Held requests',
      'Most asked for',
      'Claims',
    ]);
    await expect(page.getByRole('tab', { name: 'Provider Management' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveTitle(/Provider Management/);

    await page.getByRole('tab', { name: 'Admin Users' }).click();
    await expect(page).toHaveURL(/\/domainauth\/dashboard\/users$/);
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Admin Users' })).toHaveAttribute('aria-selected', 'true');
  });

  test('add, edit, toggle, reorder and delete a provider', async ({ page }) => {
    const name = `E2E Care ${RUN}`;
    const services = (await (await page.request.get('/api/services')).json()) as { id: number; name: string }[];
    await signIn(page);
    const before = await apiStats(page.request);

    // Add, with an inline error first.
    await page.getByRole('link', { name: 'Add provider' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add provider' });
    await dialog.getByRole('button', { name: 'Save provider' }).click();
    await expect(dialog.getByText('Enter the business name')).toBeVisible();
    await dialog.getByLabel('Business name').fill(name);
    await dialog.getByLabel('Contact person').fill('Pat Example');
    await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill('not-an-email');
    await dialog.getByRole('button', { name: 'Save provider' }).click();
    await expect(dialog.getByText('Enter an email address like name@example.com')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(`care-${RUN}@provider.example`);
    await dialog.getByLabel('Phone').fill('02 5550 0199');
    await dialog.getByLabel('Street address').fill('1 Test Street');
    await dialog.getByLabel('Suburb').fill('Parramatta');
    await dialog.getByRole('combobox', { name: /State or territory/ }).click();
    await page.getByRole('option', { name: 'New South Wales (NSW)' }).click();
    await dialog.getByLabel('Postcode').fill('2150');
    await dialog.getByRole('checkbox', { name: services[0].name }).check();
    await dialog.getByLabel('Service areas').fill('Westmead');
    await dialog.getByLabel('Service areas').press('Enter');
    await dialog.getByRole('button', { name: 'Save provider' }).click();
    await expectToast(page, 'Provider added');
    await expect(dialog).toBeHidden();

    await page.getByLabel('Search providers').fill(name);
    // The filter reaches the address after a debounce; wait for it, or the list writes it later and reopens the dialog.
    await expect(page).toHaveURL(new RegExp(encodeURIComponent(name).replace(/%20/g, '%20')));
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(page.getByRole('row')).toHaveCount(2);
    const after = await apiStats(page.request);
    expect(after.totalProviders).toBe(before.totalProviders + 1);
    await expectTilesMatchApi(page);

    // Edit: the form holds the saved values.
    await row.getByRole('link', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit provider' });
    await expect(edit.getByLabel('Business name')).toHaveValue(name);
    await expect(edit.getByRole('checkbox', { name: services[0].name })).toBeChecked();
    await expect(edit.getByRole('button', { name: 'Westmead' })).toBeVisible();
    await edit.getByLabel('Rating (1 to 5)').fill('4.8');
    await edit.getByLabel('Suburb').fill('Westmead');
    await edit.getByRole('button', { name: 'Save provider' }).click();
    await expectToast(page, 'Provider updated');
    await expect(row).toContainText('Westmead');
    await expect(row).toContainText('4.8');

    // Toggles: active off, highlighted on; tiles follow the API.
    await row.getByRole('switch', { name: `Active: ${name}` }).click();
    await expectToast(page, 'Provider updated');
    await expect(row.getByRole('switch', { name: `Active: ${name}` })).not.toBeChecked();
    await row.getByRole('switch', { name: `Highlighted: ${name}` }).click();
    await expectToast(page, 'Provider updated');
    await expect(row.getByRole('switch', { name: `Highlighted: ${name}` })).toBeChecked();
    await expect(row.getByText('Featured')).toBeVisible();
    await expectTilesMatchApi(page);

    // Priority: never below 0.
    await expect(row.getByTestId('priority')).toHaveText('0');
    await expect(row.getByRole('button', { name: `Lower priority of ${name}` })).toBeDisabled();
    await row.getByRole('button', { name: `Raise priority of ${name}` }).click();
    await expectToast(page, 'Provider updated');
    await expect(row.getByTestId('priority')).toHaveText('1');
    await row.getByRole('button', { name: `Lower priority of ${name}` }).click();
    await expectToast(page, 'Provider updated');
    await expect(row.getByTestId('priority')).toHaveText('0');
    await expect(row.getByRole('button', { name: `Lower priority of ${name}` })).toBeDisabled();

    // Delete: dismissing the confirmation keeps it.
    const confirmText = `Are you sure you want to delete ${name}?`;
    const deletes: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'DELETE') deletes.push(request.url());
    });
    const dismissed = new Promise<void>((resolve) =>
      page.once('dialog', (d) => {
        expect(d.message()).toBe(confirmText);
        void d.dismiss().then(resolve);
      }),
    );
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    await dismissed;
    await page.waitForLoadState('networkidle');
    expect(deletes).toEqual([]);
    await expect(row).toHaveCount(1);
    expect((await apiStats(page.request)).totalProviders).toBe(before.totalProviders + 1);

    page.once('dialog', (d) => {
      expect(d.message()).toBe(confirmText);
      void d.accept();
    });
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    await expectToast(page, 'Provider deleted');
    await expect(row).toHaveCount(0);
    expect((await apiStats(page.request)).totalProviders).toBe(before.totalProviders);
    await expectTilesMatchApi(page);
  });

  test('add an admin user, refuse a duplicate, and sign in as the new user', async ({ page }) => {
    const email = `staff-${RUN}@homeward.example`;
    await signIn(page);
    await page.getByRole('tab', { name: 'Admin Users' }).click();
    await expect(page.getByRole('row').filter({ hasText: E2E_ADMIN.email })).toBeVisible();

    await page.getByRole('link', { name: 'Add admin user' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add admin user' });
    await dialog.getByRole('button', { name: 'Add admin user' }).click();
    await expect(dialog.getByText('Enter an email address')).toBeVisible();
    await expect(dialog.getByText('Enter a password')).toBeVisible();
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Name (optional)').fill('Sam Staff');
    await dialog.locator('input[name="password"]').fill('Staff-Password-456');
    await dialog.getByRole('button', { name: 'Add admin user' }).click();
    await expectToast(page, 'Admin user added');
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('Sam Staff');
    await expect(row).toContainText('Never');
    await expectTilesMatchApi(page);

    await page.getByRole('link', { name: 'Add admin user' }).click();
    dialog = page.getByRole('dialog', { name: 'Add admin user' });
    await dialog.getByLabel('Email').fill(email);
    await dialog.locator('input[name="password"]').fill('Another-Password-789');
    await dialog.getByRole('button', { name: 'Add admin user' }).click();
    await expect(dialog.getByText('An admin user with this email already exists.')).toBeVisible();
    await expectToast(page, /already exists|Failed to add admin user/);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/domainauth$/);
    await signIn(page, email, 'Staff-Password-456');
    await expect(page.getByTestId('welcome')).toHaveText('Welcome, Sam Staff');
  });

  test('leads from the public site appear, open, change status and export as CSV', async ({ page }) => {
    const providers = (await (await page.request.get('/api/providers/search')).json()) as { id: number; businessName: string }[];
    const services = (await (await page.request.get('/api/services')).json()) as { id: number; name: string; hourlyRate: number | string }[];
    const base = { hasReferralId: false, referralId: null, serviceLevel: 'Level 3 - Low to Medium support', phone: '0491 570 156', selfManagement: false };

    const providerLeadName = `Provider Lead ${RUN}`;
    await sendProviderLead(page.request, providers[0], {
      tag: 'p',
      name: providerLeadName,
      email: `pl-${RUN}@example.com`,
      postcode: '2150',
      serviceLevel: base.serviceLevel,
    });

    const calculatorLeadName = `Calculator Lead ${RUN}`;
    const calculatorLead = await page.request.post('/api/leads/calculator', {
      data: {
        ...base,
        sessionId: `e2e${RUN}c`,
        name: calculatorLeadName,
        email: `cl-${RUN}@example.com`,
        postcode: '3000',
        selectedServices: [{ serviceId: services[0].id, hoursPerWeek: 3, serviceName: services[0].name }],
        totalWeeklyCost: 300,
        totalQuarterlyCost: 3900,
      },
    });
    expect(calculatorLead.ok()).toBeTruthy();

    await signIn(page);

    // Provider lead: Australian date with time, status changed to contacted.
    await page.getByRole('tab', { name: 'Leads - Provider' }).click();
    await expect(page).toHaveURL(/\/dashboard\/leads-provider$/);
    let row = page.getByRole('row').filter({ hasText: providerLeadName });
    await expect(row).toContainText(providers[0].businessName);
    await expect(row).toContainText(/\d{1,2}\/\d{1,2}\/\d{4}, \d{1,2}:\d{2}:\d{2}\s?(am|pm)/i);
    await expect(row.locator('[data-status="new"]')).toHaveText('New');
    await row.getByRole('link', { name: `Open lead from ${providerLeadName}` }).click();
    let dialog = page.getByRole('dialog', { name: 'Provider lead' });
    await dialog.getByRole('combobox', { name: /Status/ }).click();
    await page.getByRole('option', { name: 'Contacted' }).click();
    await dialog.getByLabel('Notes').fill('Called on Monday.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Lead updated');
    await expect(row.locator('[data-status="contacted"]')).toHaveText('Contacted');

    // Filter by status.
    await page.getByRole('combobox', { name: /Status/ }).click();
    await page.getByRole('option', { name: 'New' }).click();
    await expect(page.getByRole('row').filter({ hasText: providerLeadName })).toHaveCount(0);
    await page.getByRole('combobox', { name: /Status/ }).click();
    await page.getByRole('option', { name: 'Contacted' }).click();
    await expect(page.getByRole('row').filter({ hasText: providerLeadName })).toHaveCount(1);

    // CSV export of the filtered list.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^provider-leads-.*\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    const [header, ...lines] = csv.trim().split(/\r?\n/);
    expect(header.toLowerCase()).toContain('email');
    expect(lines.some((line) => line.includes(providerLeadName))).toBeTruthy();

    // Calculator lead: services by name and hours, not JSON.
    await page.getByRole('tab', { name: 'Leads - Calculator' }).click();
    row = page.getByRole('row').filter({ hasText: calculatorLeadName });
    await expect(row).toContainText(`${services[0].name}: 3 hours a week`);
    await expect(row).not.toContainText('{');
    // The quarter as the server works it out from the catalogue (3 hours a week for 13 weeks), not the client's total.
    await expect(row).toContainText(aud(Number(services[0].hourlyRate) * 3 * 13));
    await row.getByRole('link', { name: `Open lead from ${calculatorLeadName}` }).click();
    dialog = page.getByRole('dialog', { name: 'Calculator lead' });
    await dialog.getByRole('combobox', { name: /Status/ }).click();
    await page.getByRole('option', { name: 'Contacted' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Lead updated');
    await expect(row.locator('[data-status="contacted"]')).toHaveText('Contacted');

    const [calcDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    const calcCsv = await readFile((await calcDownload.path())!, 'utf8');
    expect(calcCsv.split(/\r?\n/)[0].toLowerCase()).toContain('email');
  });

  test('logout clears the session and returns to the login page', async ({ page }) => {
    await signIn(page);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/domainauth$/);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    expect((await page.request.get('/api/admin/session')).status()).toBe(401);

    await page.goto('/domainauth/dashboard');
    await expect(page).toHaveURL(/\/domainauth$/);
  });
});
