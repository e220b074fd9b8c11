import { createHash, randomInt } from 'node:crypto';

/**
 * Ten one-time recovery codes, for a lost phone: shown once at enrolment, stored only as SHA-256 hashes. Each
 * code is 16 characters from a 32-letter alphabet (80 random bits), so a fast hash is enough: nobody can try
 * 2^80 guesses against a stolen table, and checking a code costs microseconds, not a scrypt per stored code.
 * The alphabet leaves out 0/O and 1/I/L, which are easy to misread from paper.
 */
export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const GROUPS = 4;
const GROUP_LENGTH = 4;

/** 'ABCD-EFGH-JKMN-PQRS' */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () =>
    Array.from({ length: GROUPS }, () => Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')).join('-'),
  );
}

/** The same code however it was typed: case, spaces and dashes do not matter. */
export function normalizeRecoveryCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]+/g, '');
}

export function looksLikeRecoveryCode(code: string): boolean {
  return normalizeRecoveryCode(code).length === GROUPS * GROUP_LENGTH;
}

export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');
}
