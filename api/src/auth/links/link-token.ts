import { createHash, randomBytes } from 'node:crypto';
import { PARTNER_TOKEN_RULES } from '@homeward/domain';

/**
 * A single-use link's token: 32 random bytes (256 bits) as base64url, 43 characters. Only its SHA-256 is stored:
 * at that entropy nobody can search the hash space, so a slow hash would add cost and no safety.
 */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(PARTNER_TOKEN_RULES.tokenBytes).toString('base64url');
  return { token, hash: hashLinkToken(token) };
}

export const hashLinkToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** Only a string shaped like our tokens is looked up (anything else is a plain "unusable"). */
export const looksLikeLinkToken = (token: unknown): token is string => typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token);
