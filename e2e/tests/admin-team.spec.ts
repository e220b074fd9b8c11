import { test, expect } from '../support/test';
import { E2E_ADMIN } from '../playwright.config';
import { expectToast, RUN, sendProviderLead, seriousAxeViolations, signIn } from '../support';

/** An admin team's working week (lifecycle, privacy requests, bulk provider data, the audit trail). */

test.describe('admin team', () => {
  test('deactivating an admin throws out their open session', async ({ page, browser }) => {
    await signIn(page);
    const email = `leaver-${RUN}@homeward.example`;
    const created = await page.request.post('/api/admin/users', { data: { email, name: 'Lee Leaver', password: 'Leaver-Password-1' } });
    expect(created.status()).toBe(201);

    const theirs = await browser.newContext();
    const theirPage = await theirs.newPage();
    await signIn(theirPage, email, 'Leaver-Password-1');
    await expect(theirPage.getByTestId('welcome')).toHaveText('Welcome, Lee Leaver');

    await page.getByRole('tab', { name: 'Admin Users' }).click();
    await expect(page.getByRole('button', { name: `Deactivate ${email}` })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: `Deactivate ${email}` }).click();
    await expectToast(page, 'Admin user deactivated');
    await expect(page.getByRole('button', { name: `Reactivate ${email}` })).toBeVisible();

    // Their next call is refused: the console sends them to the sign-in page.
    await theirPage.getByRole('tab', { name: 'Leads - Provider' }).click();
    await expect(theirPage).toHaveURL(/\/domainauth$/);
    await theirPage.getByLabel('Email').fill(email);
    await theirPage.getByLabel('Password').fill('Leaver-Password-1');
    await theirPage.getByRole('button', { name: 'Sign In' }).click();
    await expect(theirPage.getByText('Invalid email or password')).toBeVisible();
    await theirs.close();

    // Set-password dialog and Change my password are accessible.
    await page.getByRole('button', { name: `Set password for ${email}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Set password' }).click();
    await expect(dialog.getByText('password must be at least 12 characters').or(dialog.getByText('password is required'))).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  test('renaming an admin: inline check, the new name in the list and the audit trail; renaming yourself changes the welcome line', async ({ page }) => {
    await signIn(page);
    const email = `renamed-${RUN}@homeward.example`;
    const created = await page.request.post('/api/admin/users', { data: { email, name: 'Rena Original', password: 'Renamed-Password-1' } });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const newName = `Rena Renamed ${RUN}`;

    await page.getByRole('tab', { name: 'Admin Users' }).click();
    await page.getByRole('button', { name: `Edit name of ${email}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit name of ${email}` });
    await dialog.getByLabel('Name').fill('   ');
    await dialog.getByRole('button', { name: 'Save name' }).click();
    await expect(dialog.getByText('Enter a name')).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByLabel('Name').fill(newName);
    await dialog.getByRole('button', { name: 'Save name' }).click();
    await expectToast(page, 'Admin user renamed');
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row.getByRole('cell', { name: newName, exact: true })).toBeVisible();

    const trail = (await (
      await page.request.get('/api/admin/audit', { params: { filter: JSON.stringify({ entity: 'admin_user', entityId: id }) } })
    ).json()) as Array<{ action: string; actorEmail: string; changes: unknown }>;
    expect(trail[0]).toEqual(
      expect.objectContaining({ action: 'update', actorEmail: E2E_ADMIN.email, changes: { name: { before: 'Rena Original', after: newName } } }),
    );
    await page.getByRole('tab', { name: 'Audit Trail' }).click();
    await expect(page.getByText(`name: Rena Original → ${newName}`)).toBeVisible();

    // Your own name: the welcome line follows without a reload; then the name goes back for the other specs.
    await page.getByRole('tab', { name: 'Admin Users' }).click();
    for (const name of [`E2E Renamed ${RUN}`, E2E_ADMIN.name]) {
      await page.getByRole('button', { name: `Edit name of ${E2E_ADMIN.email}` }).click();
      const own = page.getByRole('dialog', { name: `Edit name of ${E2E_ADMIN.email}` });
      await own.getByLabel('Name').fill(name);
      await own.getByLabel('Name').press('Enter');
      await expectToast(page, 'Admin user renamed');
      await expect(page.getByTestId('welcome')).toHaveText(`Welcome, ${name}`);
    }
  });

  test('erasing a lead replaces the personal details and records why', async ({ page }) => {
    await signIn(page);
    const providers = (await (await page.request.get('/api/providers/search')).json()) as { id: number; businessName: string }[];
    const name = `Erin Erase ${RUN}`;
    await sendProviderLead(page.request, providers[0], { tag: 'erase', name, email: `erin-${RUN}@example.com`, postcode: '2150' });

    await page.getByRole('tab', { name: 'Leads - Provider' }).click();
    await expect(page.getByLabel('Received from')).toBeVisible();
    await page.getByRole('link', { name: `Open lead from ${name}` }).click();
    const leadDialog = page.getByRole('dialog');
    await leadDialog.getByRole('button', { name: 'Erase personal details' }).click();
    const eraseDialog = page.getByRole('dialog', { name: 'Erase personal details' });
    await eraseDialog.getByRole('button', { name: 'Erase', exact: true }).click();
    await expect(eraseDialog.getByText('Enter the reason, for example who asked and when')).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await eraseDialog.getByLabel(/Reason/).fill('Asked by phone to delete her details');
    await eraseDialog.getByRole('button', { name: 'Erase', exact: true }).click();
    await expectToast(page, 'Personal details erased');
    await expect(page.getByRole('link', { name: `Open lead from ${name}` })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Open lead from [erased]' }).first()).toBeVisible();

    await page.getByRole('tab', { name: 'Audit Trail' }).click();
    await expect(page.getByText('Reason: Asked by phone to delete her details').first()).toBeVisible();
    await expect(page.getByText(name)).toHaveCount(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('importing providers: a dry-run error, fixed, then applied', async ({ page }) => {
    await signIn(page);
    const header = 'businessName,email,phone,address,suburb,state,postcode,rating,services,serviceAreas';
    const good = `Imported Care ${RUN},hello-${RUN}@imported.example,(02) 5550 7777,7 Import St,Newcastle,NSW,2300,4.6,Nursing care,Newcastle; Maitland`;
    const bad = `Second Care ${RUN},second-${RUN}@imported.example,(02) 5550 8888,8 Import St,Geelong,VIC,3220,4.1,Nursing care; Teleportation,Geelong`;

    await page.getByRole('button', { name: 'Import' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import providers' });
    await dialog
      .getByLabel('CSV file')
      .setInputFiles({ name: 'providers.csv', mimeType: 'text/csv', buffer: Buffer.from(`${header}\r\n${good}\r\n${bad}\r\n`) });
    await expect(dialog.getByTestId('import-summary')).toHaveText('2 rows: 1 to add, 0 to update, 0 unchanged, 1 with errors.');
    const errors = dialog.getByRole('table', { name: 'Errors by row' });
    await expect(errors.getByRole('row', { name: /3 services Unknown service: Teleportation/ })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await dialog.getByLabel('CSV file').setInputFiles({
      name: 'providers-fixed.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`\uFEFF${header}\r\n${good}\r\n${bad.replace('; Teleportation', '')}\r\n`),
    });
    await expect(dialog.getByTestId('import-summary')).toHaveText('2 rows: 2 to add, 0 to update, 0 unchanged, 0 with errors.');
    await dialog.getByRole('button', { name: 'Import 2 providers' }).click();
    await expectToast(page, 'Providers imported');
    await page.getByLabel('Search providers').fill(`Care ${RUN}`);
    await expect(page.getByText(`Imported Care ${RUN}`)).toBeVisible();
    await expect(page.getByText(`Second Care ${RUN}`)).toBeVisible();
    // "Select all" must find the two imported rows only: wait for the debounced filter to reach the list.
    await expect(page).toHaveURL(new RegExp(`Care%20${RUN}`));
    await expect(page.getByRole('row')).toHaveCount(3);

    // The grid's bulk select: deactivate both at once.
    await page
      .getByRole('checkbox', { name: /select all/i })
      .first()
      .check();
    await page.getByRole('button', { name: 'Deactivate' }).click();
    await expectToast(page, 'Provider updated');
    await expect(
      page.getByRole('switch', { name: `Active: Imported Care ${RUN}` }).or(page.getByRole('checkbox', { name: `Active: Imported Care ${RUN}` })),
    ).not.toBeChecked();

    // The provider's own history on its edit view.
    await page
      .getByRole('button', { name: `Edit Imported Care ${RUN}` })
      .or(page.getByRole('link', { name: `Edit Imported Care ${RUN}` }))
      .click();
    const edit = page.getByRole('dialog', { name: 'Edit provider' });
    await expect(edit.getByRole('heading', { name: 'Change history' })).toBeVisible();
    await expect(edit.getByText(/^Deactivated ·/)).toBeVisible();
    await expect(edit.getByText(/^Created ·/)).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
