import { test, expect } from '../support/test';
import { aud, createPortalProvider, emailedPortalLink, expectToast, portalSection, RUN, allAxeViolations, sendProviderLead, shoot } from '../support';
import type { Page } from '@playwright/test';

/**
 * The provider portal, end to end on the real server: an admin invites a provider user, the invitation
 * email is written by the outbox, the person sets a password (keyboard alone), changes a price, the public page
 * shows the new price and its history, a family's lead arrives, the provider marks it contacted and the admin
 * sees the outcome. The portal's pages at 390 and 1280 px are checked by axe (and screenshotted with E2E_SCREENSHOTS).
 */
const PROVIDER = `Portal Test Care ${RUN}`;
const USER = { name: 'Pat Provider', email: `pat.${RUN}@portal.example`, password: 'kettle harbour violet 42' };

async function expectCleanAndShoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForLoadState('networkidle');
    expect(await allAxeViolations(page), `${name} at ${width} px`).toEqual([]);
    await shoot(page, `portal-${name}-${width}.png`, { fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

// A step that cannot happen fails at that step, not at the end of the journey's long timeout.
test.use({ actionTimeout: 20_000 });

test.describe('provider portal', () => {
  test('public pages download nothing of the portal; the footer links to it and it is not indexed', async ({ page }) => {
    const remote: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/remote/') || /partner-remote/.test(url.pathname)) remote.push(url.pathname);
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(remote).toEqual([]);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'For providers' })).toHaveAttribute('href', '/partners');

    const response = await page.goto('/partners');
    expect(response?.headers()['x-robots-tag']).toMatch(/noindex/);
    await expect(page.getByRole('heading', { name: 'Provider sign in' })).toBeVisible();
    expect(remote.some((p) => p.endsWith('/remote/remoteEntry.js'))).toBeTruthy();
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);
    await expectCleanAndShoot(page, 'sign-in');
  });

  test('invite, accept, change a price, see it public, act on a lead, and the admin sees the outcome', async ({ page, browser, baseURL }) => {
    // One journey through two browsers and a dozen axe checks: long on a shared machine (never a measure of speed).
    test.setTimeout(240_000);
    const { id: providerId, service } = await createPortalProvider(page, baseURL!, {
      businessName: PROVIDER,
      email: `office.${RUN}@portal.example`,
      address: '1 Portal Street',
      pick: (services) => services[0],
      standardPrice: 80,
    });
    try {
      // The admin (signed in by createPortalProvider, the page shares its cookies) invites Pat from the provider's dialog.
      await page.goto('/domainauth/dashboard');
      await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
      await page.getByLabel('Search providers').fill(PROVIDER);
      await expect(page).toHaveURL(/Portal/);
      await page
        .getByRole('row')
        .filter({ hasText: PROVIDER })
        .getByRole('link', { name: `Edit ${PROVIDER}` })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Edit provider' });
      const invite = dialog.getByRole('form', { name: 'Invite a provider user' });
      await invite.getByLabel('Email').fill(USER.email);
      await invite.getByLabel('Their name').fill(USER.name);
      await invite.getByRole('button', { name: 'Send invitation' }).click();
      await expectToast(page, 'Invitation sent');
      await expect(dialog.getByTestId('provider-invitation').filter({ hasText: USER.email })).toBeVisible();

      // The email arrives (the outbox's .eml); Pat opens the link in their own browser and uses the keyboard alone.
      const link = await emailedPortalLink(USER.email, 'invitation');
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const pat = await context.newPage();
      await pat.goto(link);
      await expect(pat.getByText(PROVIDER)).toBeVisible();
      await expectCleanAndShoot(pat, 'accept-invitation');
      await pat.getByLabel('Your name').focus();
      await pat.keyboard.type(USER.name);
      await pat.keyboard.press('Tab');
      await pat.keyboard.type(USER.password);
      await pat.keyboard.press('Tab');
      await pat.keyboard.type(USER.password);
      await pat.keyboard.press('Enter');
      await expect(pat.getByRole('heading', { name: 'My listing' })).toBeVisible();
      await expect(pat.getByTestId('portal-provider')).toContainText(PROVIDER);
      await expectCleanAndShoot(pat, 'listing');

      // A new weekday price, typed and saved from the keyboard.
      await portalSection(pat, 'Prices').click();
      const standard = pat.getByLabel(`${service.name}: Weekday daytime price`, { exact: false });
      await standard.fill('88.40');
      await expectCleanAndShoot(pat, 'prices');
      await standard.press('Enter');
      await expectToast(pat, 'Prices saved');

      // The public page shows the new price, when prices last changed, and the rise in its history.
      const publicPage = await context.newPage();
      await publicPage.goto(`/provider-directory/${providerId}`);
      await expect(publicPage.getByText(aud(88.4)).first()).toBeVisible();
      await expect(publicPage.getByText(/Prices last changed on/)).toBeVisible();
      const history = publicPage.getByRole('region', { name: 'Have their prices gone up?' });
      await expect(history.getByRole('table')).toContainText(service.name);
      // $80.00 to $88.40: a rise of 10.5%.
      await expect(history.getByRole('table')).toContainText('(up 10.5%)');
      await publicPage.close();

      // A family asks to be contacted.
      const family = `Fran Family ${RUN}`;
      await sendProviderLead(
        page.request,
        { id: providerId, businessName: PROVIDER },
        { tag: 'portal', name: family, email: `fran-${RUN}@example.com`, postcode: '2150', origin: baseURL! },
      );

      // Pat sees it and marks it contacted, with a note.
      await portalSection(pat, 'Leads').click();
      await expect(pat.getByText(family)).toBeVisible();
      await expectCleanAndShoot(pat, 'leads');
      await pat.getByRole('button', { name: `Update outcome for ${family}` }).click();
      const outcome = pat.getByRole('dialog');
      await outcome.getByRole('radio', { name: 'Contacted' }).check();
      await outcome.getByLabel('Note').fill('Called, visiting Friday');
      await expectCleanAndShoot(pat, 'lead-outcome');
      await outcome.getByRole('button', { name: 'Save outcome' }).click();
      await expectToast(pat, 'Lead updated');
      await expect(pat.getByRole('row').filter({ hasText: family })).toContainText('Contacted');

      for (const section of ['Figures', 'My pending changes']) {
        await portalSection(pat, section).click();
        await expect(pat.getByRole('heading', { level: 1, name: section })).toBeVisible();
        await expectCleanAndShoot(pat, section.toLowerCase().replace(/\s+/g, '-'));
      }

      // The admin sees the provider's outcome.
      await page.keyboard.press('Escape');
      await page.getByRole('tab', { name: 'Leads - Provider' }).click();
      await expect(page.getByRole('row').filter({ hasText: family }).getByTestId('lead-outcome')).toHaveText('Contacted');

      // And Pat signs out.
      await pat.getByRole('button', { name: 'Sign out' }).click();
      await expect(pat.getByRole('heading', { name: 'Provider sign in' })).toBeVisible();
      await context.close();
    } finally {
      await page.request.delete(`/api/admin/providers/${providerId}`, { headers: { Origin: baseURL! } });
    }
  });
});
