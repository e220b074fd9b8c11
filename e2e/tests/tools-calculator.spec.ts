import type { CalculateResponse, CalculatorLeadDto, ClassificationDto, ServiceDto } from '@homeward/domain';
import { test, expect } from '../support/test';
import { adminLogin, aud, collectErrors, expectToast, fillLeadDialog, leadDetails, seriousAxeViolations, waitForHydration } from '../support';
import type { Page } from '@playwright/test';

/**
 * A whole calculator session against the running product: pick a classification and hours, check the
 * figures against POST /api/calculate, share and reopen the link, send a lead and find it in the admin list.
 */
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const HOURS = { 'Personal care': 3, 'Domestic assistance': 2 } as const;
const WEEKLY_INCOME = 900;

async function expectFiguresEqual(page: Page, api: CalculateResponse, classification: ClassificationDto) {
  const summary = page.getByTestId('budget-summary');
  const b = api.breakdown;
  await expect(summary.getByText(aud(b.totalWeeklyCost), { exact: true })).toBeVisible();
  await expect(summary.getByText(aud(b.totalQuarterlyCost), { exact: true })).toBeVisible();
  // One budget figure: the budget less care management (10%, to the cent) less the quarterly cost.
  const budgetCents = Math.round(Number(classification.quarterlyBudget) * 100);
  const left = (budgetCents - Math.round(budgetCents * 0.1) - Math.round(b.totalQuarterlyCost * 100)) / 100;
  await expect(
    summary.getByText(left < 0 ? 'Over your budget after care management by' : 'Left in your budget after care management', { exact: true }),
  ).toBeVisible();
  await expect(summary.getByTestId('budget-left')).toHaveText(aud(Math.abs(left)));
  if (b.contributionAmount > 0) await expect(summary.getByTestId('pay-quarter')).toHaveText(`${aud(b.contributionAmount)} a quarter`);
  await expect(summary.getByText(`${Math.round(b.budgetUsagePercentage)}% of your quarterly budget used`)).toBeVisible();
  await expect(summary.getByText('Budget Alert')).toHaveCount(b.budgetUsagePercentage > 90 ? 1 : 0);
}

test('a full calculator session: figures match the API, the share link restores it, the lead reaches the admin', async ({ page, baseURL }) => {
  const errors = collectErrors(page);
  const classifications = (await (await page.request.get('/api/classifications')).json()) as ClassificationDto[];
  const services = (await (await page.request.get('/api/services')).json()) as ServiceDto[];
  const classification = classifications.find((c) => c.level === 2)!;
  const serviceId = (name: string) => services.find((s) => s.name === name)!.id;

  await page.goto('/calculator');
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'Have a Provider Contact Me' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Share' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Independence Services' })).toBeVisible();
  await expect(page.getByText(`${aud(Number(services.find((s) => s.name === 'Personal care')!.hourlyRate), 0)}/hour`).first()).toBeVisible();
  expect(await seriousAxeViolations(page), 'axe on the loaded calculator').toEqual([]);

  await page.getByRole('radio', { name: new RegExp(`Classification 2: ${classification.name}`) }).check();
  for (const [name, hours] of Object.entries(HOURS)) {
    await page.getByRole('spinbutton', { name: `${name} Hours per week` }).fill(String(hours));
  }
  await page.getByLabel(/Weekly income/).fill(String(WEEKLY_INCOME));

  const request = {
    classificationId: classification.id,
    selectedServices: Object.entries(HOURS)
      .map(([name, hours]) => ({ serviceId: serviceId(name), hoursPerWeek: hours }))
      .sort((a, b) => a.serviceId - b.serviceId),
    coPaymentIncome: WEEKLY_INCOME,
  };
  const api = (await (await page.request.post('/api/calculate', { data: request })).json()) as CalculateResponse;
  await expectFiguresEqual(page, api, classification);
  expect(await seriousAxeViolations(page), 'axe with a result').toEqual([]);

  // Share: the link is copied, and opening it restores the same calculation.
  await page.getByRole('button', { name: 'Share' }).click();
  await expectToast(page, 'Link copied!');
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(link).pathname).toBe('/calculator');
  expect(new URL(link).searchParams.get('data')).toBeTruthy();

  const reopened = await page.context().newPage();
  const reopenedErrors = collectErrors(reopened);
  await reopened.goto(link);
  await waitForHydration(reopened);
  await expect(reopened.getByRole('radio', { name: new RegExp(`Classification 2: ${classification.name}`) })).toBeChecked();
  for (const [name, hours] of Object.entries(HOURS)) {
    await expect(reopened.getByRole('spinbutton', { name: `${name} Hours per week` })).toHaveValue(String(hours));
  }
  await expect(reopened.getByLabel(/Weekly income/)).toHaveValue(String(WEEKLY_INCOME));
  await expectFiguresEqual(reopened, api, classification);
  expect(reopenedErrors).toEqual([]);
  await reopened.close();

  // The lead: validation first, then a real submission.
  const lead = leadDetails('Calculator');
  await page.getByRole('button', { name: 'Have a Provider Contact Me' }).click();
  const dialog = page.getByRole('dialog', { name: 'Have a provider contact me' });
  await expect(dialog).toBeVisible();
  expect(await seriousAxeViolations(page), 'axe with the lead dialog open').toEqual([]);
  await dialog.getByRole('button', { name: 'Send my details' }).click();
  await expectToast(page, 'Please answer the referral ID question');
  await fillLeadDialog(page, lead);
  await dialog.getByRole('button', { name: 'Send my details' }).click();
  await expect(dialog).toBeHidden();
  // Focus goes back to the button that opened the dialog.
  await expect(page.getByRole('button', { name: 'Have a Provider Contact Me' })).toBeFocused();
  await expectToast(page, 'Thank you for your interest!');

  await adminLogin(page.request, baseURL!);
  const leads = (await (await page.request.get('/api/admin/leads/calculator')).json()) as CalculatorLeadDto[];
  const saved = leads.find((l) => l.email === lead.email);
  expect(saved, 'the calculator lead is listed to the admin').toBeTruthy();
  expect(saved).toMatchObject({
    name: lead.name,
    phone: lead.phone,
    postcode: lead.postcode,
    serviceLevel: lead.serviceLevel,
    hasReferralId: false,
    referralId: null,
    selfManagement: false,
    totalWeeklyCost: api.breakdown.totalWeeklyCost,
    totalQuarterlyCost: api.breakdown.totalQuarterlyCost,
  });
  expect(JSON.parse(saved!.selectedServices)).toEqual(Object.fromEntries(request.selectedServices.map((s) => [String(s.serviceId), s.hoursPerWeek])));
  expect(errors).toEqual([]);
});

test('clearing the last service clears the result, and the contact button follows the services', async ({ page }) => {
  await page.goto('/calculator');
  await waitForHydration(page);
  await page.getByRole('radio', { name: /Classification 1:/ }).check();
  const hours = page.getByRole('spinbutton', { name: 'Nursing care Hours per week' });
  await hours.fill('2');
  await expect(page.getByTestId('budget-summary').getByText('Weekly cost')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Have a Provider Contact Me' })).toBeEnabled();
  await hours.fill('');
  await expect(page.getByTestId('budget-summary').getByText('Weekly cost')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Share' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Have a Provider Contact Me' })).toBeDisabled();
});

test('a broken share link is only logged', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (m) => messages.push(m.text()));
  await page.goto('/calculator?data=not-a-real-link');
  await waitForHydration(page);
  await expect(page.getByRole('radio', { name: /Classification 1:/ })).not.toBeChecked();
  expect(messages.some((m) => m.includes('Could not read the shared calculation'))).toBeTruthy();
  await expect(page.getByTestId('toast')).toHaveCount(0);
});
