import path from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { RUN, signIn } from '../support';

/**
 * Screenshots of two-step sign-in for a human to look at: the set-up page, the recovery codes and
 * the second step of signing in, at 390 and 1280 px, into SHOTS_DIR (default /tmp/homeward-shots/two-step).
 * Not part of `npm test`: `npm run screenshots -w @homeward/e2e`.
 */
const SHOTS_DIR = path.join(process.env.SHOTS_DIR ?? '/tmp/homeward-shots', 'two-step');
const WIDTHS = [390, 1280] as const;

const shot = async (page: Page, name: string) => {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`), fullPage: true });
};

test('two-step sign-in screens', async ({ page, browser }) => {
  await signIn(page);
  for (const width of WIDTHS) {
    const email = `shots-${width}-${RUN}@homeward.example`;
    const password = 'Screenshot-Password-1';
    expect((await page.request.post('/api/admin/users', { data: { email, name: 'Sam Screenshot', password } })).status()).toBe(201);
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const theirs = await context.newPage();
    await signIn(theirs, email, password);
    await theirs.goto('/domainauth/two-step-sign-in');
    await expect(theirs.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
    await shot(theirs, `setup-${width}`);
    const secret = (await theirs.getByTestId('setup-secret').innerText()).replace(/\s+/g, '');
    const totp = new TOTP({ issuer: 'Homeward', secret: Secret.fromBase32(secret) });
    await theirs.getByLabel('6-digit code').fill(totp.generate());
    await theirs.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    await expect(theirs.getByRole('list', { name: 'Recovery codes' })).toBeVisible();
    await shot(theirs, `recovery-codes-${width}`);
    await theirs.getByRole('button', { name: 'I have saved them. Continue' }).click();
    await theirs.getByRole('button', { name: 'Logout' }).click();
    await theirs.getByLabel('Email').fill(email);
    await theirs.getByLabel('Password').fill(password);
    await theirs.getByRole('button', { name: 'Sign In' }).click();
    await expect(theirs.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
    await shot(theirs, `second-step-${width}`);
    await theirs.getByLabel('6-digit code').fill('000000');
    await theirs.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(theirs.getByRole('form', { name: 'Enter your code' }).getByRole('alert')).toBeVisible();
    await theirs.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await shot(theirs, `second-step-wrong-code-recovery-${width}`);
    await context.close();
  }
});
