import { TOTP } from 'otpauth';
import { hashRecoveryCode, looksLikeRecoveryCode, newRecoveryCodes, normalizeRecoveryCode } from './recovery-codes.js';
import { qrCodeDataUrl } from './qr-code.js';
import { TOTP_SETTINGS, currentTotp, matchTotp, newTotpSecret, totpUri } from './totp.js';

describe('TOTP (otpauth)', () => {
  const secret = newTotpSecret();
  const now = Date.UTC(2026, 10, 26, 12, 0, 10);
  const step = TOTP.counter({ period: TOTP_SETTINGS.period, timestamp: now });

  it('makes a 160-bit base32 secret, a new one each time', () => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
  });

  it('puts the issuer, the account and the settings in the otpauth:// address', () => {
    const uri = totpUri(secret, 'someone@homeward.example');
    expect(uri).toMatch(/^otpauth:\/\/totp\/Homeward:someone%40homeward\.example\?/);
    expect(uri).toContain(`secret=${secret}`);
    expect(uri).toContain('digits=6');
    expect(uri).toContain('period=30');
  });

  it.each([
    ['the current code', 0, step],
    ['the code of the step before (a slow phone clock)', -30_000, step - 1],
    ['the code of the step after', 30_000, step + 1],
    ['a code two steps old', -60_000, null],
  ])('%s: step %p', (_label, offset, expected) => {
    expect(matchTotp(secret, currentTotp(secret, now + offset), null, now)).toBe(expected);
  });

  it.each([
    ['a code of the step already used', step],
    ['a code older than the step already used', step + 1],
  ])('refuses %s (no replay)', (_label, lastStep) => {
    expect(matchTotp(secret, currentTotp(secret, now), lastStep, now)).toBeNull();
  });

  it.each(['', '12345', '1234567', 'abcdef', '12 34 5x'])('refuses %p (not 6 digits)', (code) => {
    expect(matchTotp(secret, code, null, now)).toBeNull();
  });

  it('accepts a code typed with a space in the middle', () => {
    const code = currentTotp(secret, now);
    expect(matchTotp(secret, `${code.slice(0, 3)} ${code.slice(3)}`, null, now)).toBe(step);
  });
});

describe('recovery codes', () => {
  it('makes ten different codes of four groups of four unambiguous characters', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[2-9A-HJKMNP-Z]{4}(-[2-9A-HJKMNP-Z]{4}){3}$/);
  });

  it('hashes a code the same however it is typed', () => {
    expect(hashRecoveryCode('abcd efgh-jkmn pqrs')).toBe(hashRecoveryCode('ABCD-EFGH-JKMN-PQRS'));
    expect(normalizeRecoveryCode(' abcd-efgh ')).toBe('ABCDEFGH');
    expect(hashRecoveryCode('ABCD-EFGH-JKMN-PQRS')).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    ['ABCD-EFGH-JKMN-PQRS', true],
    ['abcdefghjkmnpqrs', true],
    ['123456', false],
  ])('%p looks like a recovery code: %p', (code, expected) => {
    expect(looksLikeRecoveryCode(code)).toBe(expected);
  });
});

describe(qrCodeDataUrl.name, () => {
  it('is an SVG data: URL (allowed by the CSP img-src)', async () => {
    const url = await qrCodeDataUrl('otpauth://totp/Homeward:a?secret=JBSWY3DPEHPK3PXP');
    expect(url).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(url.split(',')[1], 'base64').toString()).toContain('<svg');
  });
});
