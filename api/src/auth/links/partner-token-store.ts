import { HttpStatus } from '@nestjs/common';
import { PARTNER_DOOR_MESSAGES, partnerTokenStatus } from '@homeward/domain';
import { AUTH_ERRORS, authError } from '../auth-errors.js';
import { hashLinkToken, looksLikeLinkToken } from './link-token.js';
import type { PartnerToken, PartnerTokenKind } from '../accounts/partner-token.entity.js';
import type { PartnerTokenRepository } from '../accounts/partner-token.repository.js';
import type { EntityManager } from 'typeorm';

const UNUSABLE: Record<PartnerTokenKind, string> = {
  invitation: PARTNER_DOOR_MESSAGES.invitationUnusable,
  reset: PARTNER_DOOR_MESSAGES.resetUnusable,
  'sign-in': PARTNER_DOOR_MESSAGES.signInLinkUnusable,
};
const unusableMessage = (kind: PartnerTokenKind) => UNUSABLE[kind];

/**
 * The token record for a link as presented, if it can be used now. One plain message whatever the reason: 404
 * for a token we never issued (or a malformed one), 410 for one that is expired, used or revoked.
 */
export async function usableToken(
  tokens: PartnerTokenRepository,
  kind: PartnerTokenKind,
  token: unknown,
  em?: EntityManager,
  now = Date.now(),
): Promise<PartnerToken> {
  const found = looksLikeLinkToken(token) ? await tokens.findByHash(kind, hashLinkToken(token), em) : null;
  if (!found) throw authError(HttpStatus.NOT_FOUND, AUTH_ERRORS.linkExpired, unusableMessage(kind));
  if (partnerTokenStatus(found, now) !== 'open') throw authError(HttpStatus.GONE, AUTH_ERRORS.linkExpired, unusableMessage(kind));
  return found;
}

/**
 * Uses the link up, in the caller's transaction: only if it is still unused, unrevoked and unexpired at this
 * moment, so two requests with one link cannot both win (the second gets 410).
 */
export async function consumeToken(tokens: PartnerTokenRepository, token: PartnerToken, em: EntityManager, now = Date.now()): Promise<void> {
  if (!(await tokens.consume(token.id, now, em))) throw authError(HttpStatus.GONE, AUTH_ERRORS.linkExpired, unusableMessage(token.kind));
  token.usedAt = now;
}
