import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { PlanQuoteResponse, ProviderSearchResult } from '@homeward/domain';
import { e2eServer } from '../playwright.config';
import { test, expect } from '../support/test';
import {
  adminLogin,
  catalogue,
  collectErrors,
  emailedPortalLink,
  expectToast,
  planQuoteBody,
  RUN,
  shoot,
  tabTo,
  waitForHydration,
  wcagViolations,
} from '../support';
import type { Locator, Page } from '@playwright/test';

/**
 * A need carried through. Tran (classification 3, Darwin 0800) looks for providers whose staff
 * speak Vietnamese; the quote shows each one's languages and whether it is taking new clients, a waiting list
 * marked; she asks one to contact her with Vietnamese, an interpreter, her son Minh to call and a good time, by
 * keyboard alone. The provider's email (the outbox's .eml) carries all of it and names her as she wrote her name;
 * the provider's portal shows it on a 390 px phone without scrolling sideways.
 */

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 900 };
const PLACE = '0800';
const PLAN = { 'Domestic assistance': 2 } as const;
const TRAN = {
  name: 'Tran Thi Mai',
  phone: '0491 570 156',
  email: `tran.${RUN}@example.com`,
  serviceLevel: 'Level 3 - Low to Medium support',
  contactName: 'Minh',
  contactRelationship: 'son',
  contactPhone: '0412 345 678',
  bestTimeToCall: 'Weekday mornings after 10',
};

/** Focuses a field (as a Tab from the one before would) and types into it from the keyboard. */
async function typeInto(page: Page, field: Locator, text: string) {
  await field.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

async function expectFitsWidth(page: Page, label: string) {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scroll, `${label}: page width ${scroll} px on a ${width} px screen`).toBeLessThanOrEqual(width);
}

/** The provider email for the lead from this address, parsed, once the outbox has written it. */
async function providerEmailFor(familyEmail: string): Promise<ParsedMail> {
  const outbox = path.join(e2eServer(test.info().parallelIndex).dataDir, 'outbox');
  let found: ParsedMail | null = null;
  await expect
    .poll(
      async () => {
        let files: string[];
        try {
          files = readdirSync(outbox).filter((f) => f.startsWith('lead-provider-') && f.endsWith('.eml'));
        } catch {
          return null;
        }
        for (const file of files) {
          const mail = await simpleParser(readFileSync(path.join(outbox, file)));
          if (mail.text?.includes(familyEmail)) found = mail;
        }
        return found;
      },
      { timeout: 20_000, message: `the provider email for ${familyEmail}` },
    )
    .not.toBeNull();
  return found!;
}

/** The calculator with Tran's plan, priced near her place, filtered for Vietnamese: by keyboard. */
async function tranFiltersForVietnamese(page: Page, classificationName: string) {
  await page.goto('/calculator');
  await waitForHydration(page);
  await page.getByRole('radio', { name: new RegExp(`Classification 3: ${classificationName}`) }).focus();
  await page.keyboard.press('Space');
  await typeInto(page, page.getByRole('spinbutton', { name: 'Domestic assistance Hours per week' }), String(PLAN['Domestic assistance']));
  await typeInto(page, page.getByLabel('Your postcode or suburb'), PLACE);
  await page.keyboard.press('Enter');
  const language = page.getByLabel(/Staff who speak your language/);
  await language.focus();
  await language.selectOption({ label: 'Vietnamese' });
  await expect(page.getByRole('status').filter({ hasText: 'whose staff speak Vietnamese' })).toBeVisible();
}

test.describe('a need carried through: Vietnamese, an interpreter and her son to call', () => {
  test('1280 px, keyboard alone: the quote shows languages and intake, the form takes the need, the provider email carries it', async ({ page }) => {
    test.setTimeout(180_000);
    const errors = collectErrors(page);
    await page.setViewportSize(LAPTOP);
    const { classifications, idOf } = await catalogue(page.request);
    const classification = classifications.find((c) => c.level === 3)!;

    // What the API answers for the same plan and language: the rows the page must show.
    const body = { ...planQuoteBody(classification.id, PLAN, idOf, PLACE), languages: ['vi'] };
    const api = (await (await page.request.post('/api/plans/quote', { data: body })).json()) as PlanQuoteResponse;
    expect(api.quotes.length, 'Vietnamese-speaking providers near 0800').toBeGreaterThan(1);
    for (const q of api.quotes) expect(q.provider.languages).toContain('vi');
    const waiting = api.quotes.find((q) => q.provider.acceptingNewClients === 'waitlist')?.provider as ProviderSearchResult;
    expect(waiting, 'a provider with a waiting list among them').toBeTruthy();

    await tranFiltersForVietnamese(page, classification.name);
    const rows = page.getByTestId('quote-row');
    await expect(rows).toHaveCount(api.quotes.length);
    for (const q of api.quotes) {
      const row = page.locator(`[data-testid="quote-row"][data-provider-id="${q.provider.id}"]`);
      await expect(row.getByTestId('quote-languages')).toContainText('Vietnamese');
      await expect(row.getByTestId('quote-intake')).toHaveAttribute('data-intake', q.provider.acceptingNewClients ?? 'unknown');
    }
    const waitingRow = page.locator(`[data-testid="quote-row"][data-provider-id="${waiting.id}"]`);
    await expect(waitingRow.getByTestId('quote-intake')).toContainText('Has a waiting list');
    await expect(waitingRow.getByTestId('quote-intake')).toContainText('ask how long the wait is');
    await expect(page.getByTestId('interpreter-help').first()).toContainText('131 450');
    expect(await wcagViolations(page)).toEqual([]);
    await waitingRow.scrollIntoViewIfNeeded();
    await shoot(page, 'need-quote-1280.png', { fullPage: true });

    // She asks the provider with the waiting list to call, from the keyboard.
    await tabTo(page, `[data-testid="quote-row"][data-provider-id="${waiting.id}"] button[aria-label="Ask ${waiting.businessName} to contact me"]`);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Connect with ${waiting.businessName}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(/Language you speak at home/)).toHaveValue('vi');

    await dialog
      .getByRole('group', { name: /referral ID/ })
      .getByRole('radio', { name: 'No' })
      .focus();
    await page.keyboard.press('Space');
    const level = dialog.getByLabel(/Level of support/);
    await level.focus();
    await level.selectOption(TRAN.serviceLevel);
    await typeInto(page, dialog.getByLabel(/Full name/), TRAN.name);
    await typeInto(page, dialog.getByLabel(/^Phone number/), TRAN.phone);
    await typeInto(page, dialog.getByLabel(/Email address/), TRAN.email);
    await typeInto(page, dialog.getByLabel(/^Postcode/), PLACE);
    await dialog
      .getByRole('group', { name: /self-manage/ })
      .getByRole('radio', { name: 'No' })
      .focus();
    await page.keyboard.press('Space');
    await dialog.getByLabel('I need an interpreter').focus();
    await page.keyboard.press('Space');
    await expect(dialog.getByLabel('I need an interpreter')).toBeChecked();
    await typeInto(page, dialog.getByLabel(/Who should they call/), TRAN.contactName);
    await typeInto(page, dialog.getByLabel(/How is that person related/), TRAN.contactRelationship);
    await typeInto(page, dialog.getByLabel(/Their phone number/), TRAN.contactPhone);
    await typeInto(page, dialog.getByLabel(/A good time to call/), TRAN.bestTimeToCall);
    expect(await wcagViolations(page)).toEqual([]);
    await shoot(dialog, 'need-form-1280.png');

    await dialog.getByRole('button', { name: 'Send my details' }).focus();
    await page.keyboard.press('Enter');
    await expectToast(page, `${waiting.businessName} will contact you soon`);

    // The provider's email: the need in the body, her name as she wrote it in the subject, nothing else personal there.
    const mail = await providerEmailFor(TRAN.email);
    expect(mail.subject).toBe(`New enquiry from Homeward: ${TRAN.name}, ${PLACE} — ${TRAN.serviceLevel}`);
    const text = (mail.text ?? '').replace(/ +/g, ' ');
    expect(text).toContain('Language: Vietnamese, needs an interpreter');
    expect(text).toContain(`Who to call: ${TRAN.contactName} (${TRAN.contactRelationship}), ${TRAN.contactPhone}`);
    expect(text).toContain(`Good time to call: ${TRAN.bestTimeToCall}`);
    for (const notInSubject of ['Vietnamese', 'interpreter', TRAN.contactName, TRAN.phone, TRAN.email]) expect(mail.subject).not.toContain(notInSubject);
    expect(errors).toEqual([]);
  });

  test('390 px: the quote and the form fit a phone, and the portal shows the need without scrolling sideways', async ({ page, browser, baseURL }) => {
    test.setTimeout(180_000);
    const errors = collectErrors(page);
    await page.setViewportSize(PHONE);
    const { classifications } = await catalogue(page.request);
    const classification = classifications.find((c) => c.level === 3)!;
    await tranFiltersForVietnamese(page, classification.name);
    const rows = page.getByTestId('quote-row');
    await expect(rows.first().getByTestId('quote-languages')).toContainText('Vietnamese');
    await expect(page.locator('[data-testid="quote-intake"][data-intake="waitlist"]').first()).toBeVisible();
    await expectFitsWidth(page, 'quote at 390 px');
    expect(await wcagViolations(page)).toEqual([]);
    await page.locator('[data-testid="quote-intake"][data-intake="waitlist"]').first().scrollIntoViewIfNeeded();
    await shoot(page, 'need-quote-390.png');

    await tabTo(page, '[data-testid="quote-row"] button[aria-label^="Ask "]');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel(/Language you speak at home/)).toHaveValue('vi');
    await dialog.getByLabel(/A good time to call/).scrollIntoViewIfNeeded();
    await expectFitsWidth(page, 'contact form at 390 px');
    expect(await wcagViolations(page)).toEqual([]);
    await shoot(page, 'need-form-390.png');
    await page.keyboard.press('Escape');

    // The provider's portal: a lead with the need, read by the provider's user on a phone.
    const provider = (await (await page.request.get(`/api/providers/search?near=${PLACE}&languages=vi&sort=distance`)).json()) as ProviderSearchResult[];
    const target = provider.find((p) => p.listing.source !== 'official' || p.listing.claimed)!;
    const family = `Tran Thi Mai ${RUN}`;
    const lead = await page.request.post('/api/leads/provider', {
      headers: { Origin: baseURL! },
      data: {
        sessionId: `e2eneed${RUN}`,
        hasReferralId: false,
        referralId: null,
        serviceLevel: TRAN.serviceLevel,
        name: family,
        phone: TRAN.phone,
        email: `portal.${TRAN.email}`,
        postcode: PLACE,
        selfManagement: false,
        providerId: target.id,
        providerName: target.businessName,
        language: 'vi',
        needsInterpreter: true,
        contactName: TRAN.contactName,
        contactRelationship: TRAN.contactRelationship,
        bestTimeToCall: TRAN.bestTimeToCall,
      },
    });
    expect(lead.status(), await lead.text()).toBe(201);

    const admin = await browser.newContext({ baseURL });
    await adminLogin(admin.request, baseURL!);
    const userEmail = `need.${RUN}@provider.example`;
    const invited = await admin.request.post(`/api/admin/providers/${target.id}/invitations`, {
      headers: { Origin: baseURL! },
      data: { email: userEmail, name: 'Pat Provider' },
    });
    expect(invited.status(), await invited.text()).toBe(201);
    const link = await emailedPortalLink(userEmail, 'invitation');
    const token = link.split('/').pop()!;
    const accepted = await page.request.post('/api/partner/invitations/accept', {
      headers: { Origin: baseURL! },
      data: { token, name: 'Pat Provider', password: `Need-carried-${RUN}-through` },
    });
    expect(accepted.ok(), await accepted.text()).toBeTruthy();
    await admin.close();

    await page.goto('/partners/leads');
    const row = page.getByRole('row').filter({ hasText: family });
    await expect(row.getByTestId('lead-needs')).toContainText('Language: Vietnamese, needs an interpreter');
    await expect(row.getByTestId('lead-needs')).toContainText(`Call: ${TRAN.contactName} (${TRAN.contactRelationship})`);
    await expect(row.getByTestId('lead-needs')).toContainText(`Good time: ${TRAN.bestTimeToCall}`);
    await expectFitsWidth(page, 'portal leads at 390 px');
    const table = await page.getByRole('table').boundingBox();
    expect(table!.width, 'the enquiries table fits the phone').toBeLessThanOrEqual(PHONE.width);
    expect(await wcagViolations(page)).toEqual([]);
    await shoot(page, 'need-portal-390.png', { fullPage: true });

    // 200% text on the same phone: still no sideways scrolling.
    await page.evaluate(() => {
      document.documentElement.style.fontSize = '200%';
    });
    await expectFitsWidth(page, 'portal leads at 390 px, 200% text');
    await shoot(page, 'need-portal-390-200.png', { fullPage: true });

    // The update button is reached by keyboard and opens the enquiry with the same need.
    await tabTo(page, `button[aria-label="Update outcome for ${family}"]`);
    await page.keyboard.press('Enter');
    const enquiry = page.getByRole('dialog');
    await expect(enquiry).toContainText('Vietnamese, needs an interpreter');
    await expect(enquiry).toContainText(`${TRAN.contactName} (${TRAN.contactRelationship})`);
    expect(errors).toEqual([]);
  });
});
