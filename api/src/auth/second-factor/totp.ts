import { Secret, TOTP } from 'otpauth';

/**
 * Time-based one-time codes (RFC 6238) through otpauth: the settings every authenticator app reads from the
 * QR code without asking (SHA-1, 6 digits, 30 s). A code is accepted one step either side of now (a phone's
 * clock a little off), and never twice: the step it matched is kept and a code of that step or an earlier
 * one is refused, so a code seen over a shoulder is worthless once used.
 */
export const TOTP_SETTINGS = { issuer: 'Homeward', algorithm: 'SHA1', digits: 6, period: 30, window: 1 } as const;

/** A new random secret (160 bits, as RFC 4226 recommends), in base32 as apps and the QR code carry it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// address the QR code holds: the app shows the issuer and the account's email. */
export function totpUri(secret: string, account: string): string {
  return totp(secret, account).toString();
}

/** The time step a code belongs to, when it is right for this secret and newer than `lastStep`; otherwise null. */
export function matchTotp(secret: string, code: string, lastStep: number | null, now = Date.now()): number | null {
  const token = code.replace(/\s+/g, '');
  if (!new RegExp(`^\\d{${TOTP_SETTINGS.digits}}$`).test(token)) return null;
  const delta = totp(secret).validate({ token, timestamp: now, window: TOTP_SETTINGS.window });
  if (delta === null) return null;
  const step = TOTP.counter({ period: TOTP_SETTINGS.period, timestamp: now }) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

/** The current code for a secret (the tests and the e2e suite sign in with it, as a phone would). */
export function currentTotp(secret: string, now = Date.now()): string {
  return totp(secret).generate({ timestamp: now });
}

function totp(secret: string, label = 'account'): TOTP {
  const { issuer, algorithm, digits, period } = TOTP_SETTINGS;
  return new TOTP({ issuer, label, algorithm, digits, period, secret: Secret.fromBase32(secret) });
}
