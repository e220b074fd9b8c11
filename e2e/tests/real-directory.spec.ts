import { test as base, expect, type Browser } from '@playwright/test';
import { officialListServer } from '../playwright.config';
import {
  apiSearch,
  cardNames,
  emailedPortalLink,
  expectCleanAtPhoneAndLaptop,
  expectToast,
  fillLeadDialog,
  leadDetails,
  portalSection,
  RUN,
  signIn,
  waitForHydration,
} from '../support';

/**
 * The directory as `npm start` serves it: every home-care organisation of the government's list. A family near
 * Toowoomba QLD 4350 finds real organisations nearest first, each saying where its facts come from, and asks one
 * that has not joined Homeward to call (the dialog says what will happen). Someone from that organisation claims
 * the listing, the team approves it in the console, they accept the invitation, add their phone and email, and find the
 * family's request waiting in their portal.
 */
const server = officialListServer();
const test = base.extend({
  // Every test of this file runs against the server holding the real directory, whichever worker runs it.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    await use(server.url);
  },
});

const SOURCE_LINE = "From the Australian Government's list of home-care services, 30 June 2025. Not yet confirmed by the provider.";
const CLAIMANT = {
  name: `Casey Claimant ${RUN}`,
  role: 'Operations manager',
  email: `casey.${RUN}@downs-care.example`,
  phone: '07 4555 0123',
  abn: '51 824 753 556',
};
const PASSWORD = 'meadow lantern copper 58';

test.use({ actionTimeout: 20_000 });

/** Opens the invitation in a browser of the claimant's own and sets a password by keyboard alone. */
async function acceptInvitation(browser: Browser, link: string, organisation: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: server.url });
  const page = await context.newPage();
  await page.goto(link);
  await expect(page.getByText(organisation).first()).toBeVisible();
  await page.getByLabel('Your name').focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(CLAIMANT.name);
  await page.keyboard.press('Tab');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Tab');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'My listing' })).toBeVisible();
  return { context, page };
}

test.describe('the real directory', () => {
  test('near Toowoomba 4350: real organisations nearest first, each with its source; one found by name', async ({ page }) => {
    const nearest = await apiSearch(page, '?near=4350&radiusKm=auto&sort=distance');
    expect(nearest.length).toBeGreaterThan(2);
    expect(nearest.every((p) => p.listing.source === 'official' && !p.businessName.includes('(Demo)'))).toBeTruthy();
    const distances = nearest.map((p) => p.distanceKm!);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);

    await page.goto('/provider-directory?near=4350');
    await waitForHydration(page);
    await expect.poll(() => cardNames(page)).toEqual(nearest.map((p) => p.businessName));
    await expect(page.getByText(SOURCE_LINE).first()).toBeVisible();
    await expect(
      page
        .getByRole('article')
        .first()
        .getByText(/★|out of 5/),
    ).toHaveCount(0);
    await expectCleanAtPhoneAndLaptop(page, 'real-directory', 'near-4350');

    // A real organisation found by its name.
    const named = nearest[0]!;
    const byName = await apiSearch(page, `?q=${encodeURIComponent(named.businessName)}`);
    expect(byName.map((p) => p.id)).toContain(named.id);

    // Its page: where the facts come from, its offices nearest first, the claim link; About our data credits the list.
    await page.goto(`/provider-directory/${named.id}?near=4350`);
    await expect(page.getByText(SOURCE_LINE).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Is this your organisation?' }).getByRole('link', { name: 'Claim this listing' })).toBeVisible();
    await expectCleanAtPhoneAndLaptop(page, 'real-directory', 'unclaimed-page');
    await page.getByRole('link', { name: 'About our data' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/data/i);
    await expect(page.getByText(/CC BY 4\.0/).first()).toBeVisible();
    await expectCleanAtPhoneAndLaptop(page, 'real-directory', 'about-our-data');
  });

  test('a family asks an organisation that has not joined; it claims its listing, is approved, and finds the request in its portal', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const nearest = await apiSearch(page, '?near=4350&radiusKm=auto&sort=distance');
    const org = nearest.find((p) => !p.listing.claimed)!;

    // 1. The family asks it to call; before sending, the dialog says what will happen.
    await page.goto('/provider-directory?near=4350');
    await waitForHydration(page);
    await page.getByRole('button', { name: `Connect with Provider: ${org.businessName}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`${org.businessName} hasn't joined Homeward yet.`);
    await expectCleanAtPhoneAndLaptop(page, 'real-directory', 'request-dialog');
    const family = { ...leadDetails('Toowoomba'), postcode: '4350' };
    await fillLeadDialog(page, family);
    await dialog.getByRole('button', { name: 'Send my details' }).click();
    await expectToast(page, new RegExp(`We have your request for ${escape(org.businessName)}`));
    await expect(dialog).toBeHidden();

    // 2. Someone from the organisation claims the listing (from its page's link), keyboard and all.
    await page.goto(`/provider-directory/${org.id}`);
    await page.getByRole('region', { name: 'Is this your organisation?' }).getByRole('link', { name: 'Claim this listing' }).click();
    await expect(page).toHaveURL(new RegExp(`/claim-your-listing\\?provider=${org.id}$`));
    await waitForHydration(page);
    await expect(page.getByText(org.businessName).first()).toBeVisible();
    await page.getByLabel('Your name').fill(CLAIMANT.name);
    await page.getByLabel('Your role at the organisation').fill(CLAIMANT.role);
    await page.getByLabel('Your work email').fill(CLAIMANT.email);
    await page.getByLabel('Your phone number').fill(CLAIMANT.phone);
    // A mistyped ABN is refused by its check digits and nothing typed is lost.
    await page.getByLabel("The organisation's ABN").fill('51 824 753 557');
    await page.getByRole('button', { name: 'Send my claim' }).click();
    await expect(page.getByText("Please check the ABN: its check digits don't match")).toBeVisible();
    await expect(page.getByLabel('Your work email')).toHaveValue(CLAIMANT.email);
    await expectCleanAtPhoneAndLaptop(page, 'real-directory', 'claim-form');
    await page.getByLabel("The organisation's ABN").fill(CLAIMANT.abn);
    await page.getByLabel("The organisation's ABN").press('Enter');
    await expect(page.getByRole('heading', { name: 'Thank you: we have your claim' })).toBeVisible();

    // 3. The team approves it in the console; the portal invitation goes out.
    const admin = await browser.newPage({ baseURL: server.url });
    await signIn(admin);
    await admin.getByRole('tab', { name: 'Claims' }).click();
    await admin.getByRole('link', { name: `Open the claim of ${CLAIMANT.name} for ${org.businessName}` }).click();
    await expectCleanAtPhoneAndLaptop(admin, 'real-directory', 'console-claim');
    await admin.getByRole('button', { name: 'Approve and send invitation' }).click();
    await expectToast(admin, /approved|invitation/i);
    await admin.close();

    // 4. They accept the invitation, confirm a phone number on the listing, and see the family's request.
    const link = await emailedPortalLink(CLAIMANT.email, 'invitation', server.dataDir);
    const { context, page: portal } = await acceptInvitation(browser, link, org.businessName);
    // The list gave no phone or email: the provider adds them (families' enquiries are emailed there).
    await portal.getByLabel('Phone').fill(CLAIMANT.phone);
    await portal.getByLabel('Email').fill(CLAIMANT.email);
    await portal.getByRole('button', { name: 'Save listing' }).click();
    await expectToast(portal, 'Listing saved');
    await portalSection(portal, 'Leads').click();
    const row = portal.getByRole('row').filter({ hasText: family.name });
    await expect(row).toBeVisible();
    await expect(portal.getByText(/Asked before you joined Homeward/).first()).toBeVisible();
    await expectCleanAtPhoneAndLaptop(portal, 'real-directory', 'portal-held-request');
    await context.close();

    // 5. The public listing now says the provider keeps it up to date, with its phone.
    const [card] = await apiSearch(page, `?q=${encodeURIComponent(org.businessName)}`);
    expect(card!.listing.claimed).toBe(true);
    expect(card!.phone).toBe(CLAIMANT.phone);
    expect(card!.email).toBe(CLAIMANT.email);
    await page.goto(`/provider-directory/${org.id}`);
    await expect(page.getByText(/Kept up to date by the provider/).first()).toBeVisible();
  });
});

/** The text as a regular expression that matches it literally. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
