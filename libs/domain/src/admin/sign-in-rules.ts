import type { SecondStepRequiredDto } from './admin-api-types.js';

/**
 * The sign-in policy shared by both signed-in doors (the admin team's and the provider portal's):
 * how failed attempts are counted, how long an account pauses, and how long a session lives. The API's
 * counters (api/src/auth/doors/door-limits.ts) and session middleware read these; the figures and the
 * why are in the doors' decision record.
 */
export const SIGN_IN_RULES = {
  /** Every count below is of failed attempts within this window. */
  windowSeconds: 15 * 60,
  /** Failures from one address, over all accounts, before that address waits: LOGIN_RATE_LIMIT times this. */
  addressLimitFactor: 5,
  /** The first pause of an account that has had LOGIN_RATE_LIMIT failures from anywhere; each further failure doubles it. */
  firstPauseSeconds: 2,
  /** The longest pause: one guess a minute per account, however many addresses an attacker has. */
  maxPauseSeconds: 60,
  /** A browser that completed a sign-in is remembered for the account this long (it skips the account's pause). */
  knownBrowserDays: 90,
  /** A session ends after this long without a request... */
  idleHours: 8,
  /** ...and this long after it signed in, however busy it is. */
  absoluteHours: 12,
  /** The time between the password and the second step. */
  secondStepMinutes: 5,
} as const;

/** What a failed sign-in says, whichever part was wrong (naming it would tell an attacker which emails exist). */
export const LOGIN_FAILED_MESSAGE = 'Invalid email or password';

/**
 * Seconds an account pauses after its `failures`-th failure in the window (0: no pause): nothing until
 * `limit` failures, then 2 s, 4 s, 8 s... up to a minute. A pause slows an attacker down without locking
 * the owner out: it is short, and a browser that has signed in before is not paused at all.
 */
export function accountPauseSeconds(failures: number, limit: number): number {
  if (failures < limit) return 0;
  const doublings = Math.min(failures - limit, 16);
  return Math.min(SIGN_IN_RULES.firstPauseSeconds * 2 ** doublings, SIGN_IN_RULES.maxPauseSeconds);
}

/** Whether a sign-in's answer asks for the code first (both doors answer a password or an emailed link so). */
export function isSecondStepRequired(body: unknown): body is SecondStepRequiredDto {
  return typeof body === 'object' && body !== null && 'secondStepRequired' in body;
}
