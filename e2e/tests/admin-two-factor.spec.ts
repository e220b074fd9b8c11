import { Secret, TOTP } from 'otpauth';
import { test, expect } from '../support/test';
import { RUN, seriousAxeViolations, signIn } from '../support';
import { E2E_ADMIN } from '../playwright.config';
import type { Page } from '@playwright/test';

/**
 * Two-step sign-in in the console, end to end: set it up (QR code, key, first code, recovery
 * codes), sign out, sign in with a code from the app, then with a recovery code; a wrong code is refused.
 * Codes are made here with otpauth, the library the API checks them with, as a phone's app would make them.
 */
const codeFor = (secret: string, timestamp = Date.now()) =>
  new TOTP({ issuer: 'Homeward', secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp });

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Admin sign in' })).toBeVisible();
}

async function enterPassword(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
}

test.describe('two-step sign-in', () => {
  test('set up, then sign in with a code from the app and with a recovery code; a wrong code is refused', async ({ page, browser }) => {
    await signIn(page);
    const email = `two-step-${RUN}@homeward.example`;
    const password = 'Two-Step-Password-1';
    const created = await page.request.post('/api/admin/users', { data: { email, name: 'Tess Twostep', password } });
    expect(created.status()).toBe(201);

    const context = await browser.newContext();
    const theirs = await context.newPage();
    await signIn(theirs, email, password);

    // Set up: from Admin Users, the QR code and the key; a wrong first code is refused, the right one turns it on.
    await theirs.getByRole('tab', { name: 'Admin Users' }).click();
    await theirs.getByRole('link', { name: 'Set up two-step sign-in' }).click();
    await expect(theirs.getByRole('heading', { name: 'Set up two-step sign-in' })).toBeVisible();
    // Their password first: a session left open is not enough to put another phone on the account.
    await theirs.getByLabel('Your password').fill(password);
    await theirs.getByRole('button', { name: 'Continue' }).click();
    await expect(theirs.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
    expect(await seriousAxeViolations(theirs)).toEqual([]);
    const secret = (await theirs.getByTestId('setup-secret').innerText()).replace(/\s+/g, '');
    await theirs.getByLabel('6-digit code').fill('000000');
    await theirs.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    await expect(theirs.getByText('That code is not right. Type the 6-digit code your app shows now for Homeward.')).toBeVisible();
    await theirs.getByLabel('6-digit code').fill(codeFor(secret));
    await theirs.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    const codes = theirs.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    const recoveryCode = (await codes.first().innerText()).trim();
    expect(recoveryCode).toMatch(/^[2-9A-Z]{4}(-[2-9A-Z]{4}){3}$/);
    expect(await seriousAxeViolations(theirs)).toEqual([]);
    await theirs.getByRole('button', { name: 'I have saved them. Continue' }).click();
    await expect(theirs).toHaveURL(/\/domainauth\/dashboard$/);

    // Sign out; sign in again: the password, then a wrong code (refused), then the app's code.
    await signOut(theirs);
    await enterPassword(theirs, email, password);
    expect(await seriousAxeViolations(theirs)).toEqual([]);
    await theirs.getByLabel('6-digit code').fill('000000');
    await theirs.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(theirs.getByRole('form', { name: 'Enter your code' }).getByRole('alert')).toContainText('That code is not right');
    // The code of the next 30 seconds: the set-up's own code is never accepted twice.
    await theirs.getByLabel('6-digit code').fill(codeFor(secret, Date.now() + 30_000));
    await theirs.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(theirs).toHaveURL(/\/domainauth\/dashboard$/);
    await expect(theirs.getByTestId('welcome')).toHaveText('Welcome, Tess Twostep');

    // Sign out; sign in with a recovery code instead of the app, by keyboard.
    await signOut(theirs);
    await enterPassword(theirs, email, password);
    await theirs.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await theirs.getByLabel('Recovery code').fill(recoveryCode.toLowerCase());
    await theirs.getByLabel('Recovery code').press('Enter');
    await expect(theirs).toHaveURL(/\/domainauth\/dashboard$/);

    // The same recovery code a second time: refused.
    await signOut(theirs);
    await enterPassword(theirs, email, password);
    await theirs.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await theirs.getByLabel('Recovery code').fill(recoveryCode);
    await theirs.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(theirs.getByRole('form', { name: 'Enter your code' }).getByRole('alert')).toContainText('That code is not right');
    await context.close();

    // Another admin resets it (a lost phone): the column says Off again.
    await page.getByRole('tab', { name: 'Admin Users' }).click();
    await page.getByRole('button', { name: `Reset two-step sign-in for ${email}` }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByLabel('Your own password').fill(E2E_ADMIN.password);
    await confirm.getByRole('button', { name: 'Reset two-step sign-in' }).click();
    await expect(page.getByRole('button', { name: `Reset two-step sign-in for ${email}` })).toBeHidden();
  });
});
