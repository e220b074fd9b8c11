import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { PasswordHashCost } from '../../config/password-policy.js';

/**
 * Passwords: scrypt (memory-hard) from node:crypto, a random 16-byte salt per password, a 64-byte key,
 * compared in constant time. The parameters travel in the stored string (scrypt$N$r$p$salt$key), so
 * they can be raised later without breaking existing hashes. N=2^15, r=8 uses 32 MiB per hash.
 *
 * How hard new hashes are to make (AppConfig.passwordHashCost): 'standard' everywhere but the test suites, which
 * set PASSWORD_HASH_COST=test (refused outside NODE_ENV=test): N=2^10 uses 1 MiB and takes about 3 ms where
 * the standard takes about 90 ms; the suites make and check some 300 hashes per database.
 * A check reads the cost from the stored string, so only making a hash (and burnPasswordCheck) takes it.
 */
const PARAMS_BY_COST: Readonly<Record<PasswordHashCost, { N: number; r: number; p: number }>> = {
  standard: { N: 2 ** 15, r: 8, p: 1 },
  test: { N: 2 ** 10, r: 8, p: 1 },
};
const KEY_LENGTH = 64;

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFKC'), salt, keyLength, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

const maxmem = (N: number, r: number) => 128 * N * r * 2;

export async function hashPassword(password: string, cost: PasswordHashCost): Promise<string> {
  const params = PARAMS_BY_COST[cost];
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { ...params, maxmem: maxmem(params.N, params.r) });
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0) || N > 2 ** 20) return false;
  const salt = Buffer.from(parts[4], 'base64');
  const expected = Buffer.from(parts[5], 'base64');
  if (expected.length === 0) return false;
  const actual = await scrypt(password, salt, expected.length, { N, r, p, maxmem: maxmem(N, r) });
  return timingSafeEqual(actual, expected);
}

const dummyHashes = new Map<PasswordHashCost, Promise<string>>();

/** Spends the same time as a real check of a hash of this cost, so a wrong email cannot be told from a wrong password by timing. */
export async function burnPasswordCheck(password: string, cost: PasswordHashCost): Promise<false> {
  let dummy = dummyHashes.get(cost);
  if (!dummy) {
    dummy = hashPassword('not-a-real-password', cost);
    dummyHashes.set(cost, dummy);
  }
  await verifyPassword(password, await dummy);
  return false;
}
