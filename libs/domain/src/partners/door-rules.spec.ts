import { itGives } from '../shared/spec-tables.fixture.js';
import { PARTNER_DOOR_MESSAGES, invitationExpiry, partnerNameProblem, partnerTokenStatus, resetExpiry } from './door-rules.js';

const HOUR = 60 * 60_000;
const T0 = Date.UTC(2026, 10, 26, 9, 0);

describe('partnerTokenStatus: when a single-use link still works', () => {
  it.each([
    ['fresh', { expiresAt: T0 + HOUR, usedAt: null, revokedAt: null }, T0, 'open'],
    ['one millisecond before expiry', { expiresAt: T0 + HOUR, usedAt: null, revokedAt: null }, T0 + HOUR - 1, 'open'],
    ['at its expiry', { expiresAt: T0 + HOUR, usedAt: null, revokedAt: null }, T0 + HOUR, 'expired'],
    ['used, even before expiry', { expiresAt: T0 + HOUR, usedAt: T0, revokedAt: null }, T0 + 1, 'accepted'],
    ['revoked, even before expiry', { expiresAt: T0 + HOUR, usedAt: null, revokedAt: T0 }, T0 + 1, 'revoked'],
    ['revoked wins over expired', { expiresAt: T0, usedAt: null, revokedAt: T0 - 1 }, T0 + HOUR, 'revoked'],
  ] as const)('%s', (_label, token, now, expected) => {
    expect(partnerTokenStatus(token, now)).toBe(expected);
  });
});

describe('link lifetimes', () => {
  it('an invitation lasts 72 hours and a reset link 1 hour', () => {
    expect(invitationExpiry(T0) - T0).toBe(72 * HOUR);
    expect(resetExpiry(T0) - T0).toBe(HOUR);
  });
});

describe('partnerNameProblem', () => {
  itGives(partnerNameProblem, '%p', [
    ['', PARTNER_DOOR_MESSAGES.nameRequired],
    ['   ', PARTNER_DOOR_MESSAGES.nameRequired],
    [null, PARTNER_DOOR_MESSAGES.nameRequired],
    ['Pat Tester', null],
    [`  ${'a'.repeat(120)}  `, null],
    ['a'.repeat(121), PARTNER_DOOR_MESSAGES.nameTooLong],
  ]);
});
