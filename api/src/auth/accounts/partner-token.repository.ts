import { Injectable } from '@nestjs/common';
import { In, IsNull, MoreThan, Not, type EntityManager } from 'typeorm';
import type { LeadDeliveryStatus } from '@homeward/domain';
import { TransactionalRepository } from '../../common/transactional-repository.js';
import { LeadNotification } from '../../outbox/entities/lead-notification.entity.js';
import { PartnerToken, type PartnerTokenKind } from './partner-token.entity.js';

/** A new single-use link as stored (only its token's hash). */
export type NewPartnerToken = Omit<PartnerToken, 'id'>;

/** The one place that reads and writes partner_tokens (and the delivery of the invitations' emails). */
@Injectable()
export class PartnerTokenRepository extends TransactionalRepository {
  insert(token: NewPartnerToken, em: EntityManager): Promise<PartnerToken> {
    return em.save(em.create(PartnerToken, token));
  }

  findById(id: number, em: EntityManager): Promise<PartnerToken | null> {
    return em.findOneBy(PartnerToken, { id });
  }

  findByHash(kind: PartnerTokenKind, tokenHash: string, em: EntityManager = this.dataSource.manager): Promise<PartnerToken | null> {
    return em.findOneBy(PartnerToken, { kind, tokenHash });
  }

  /** Uses the link up only if it is still unused, unrevoked and unexpired at `now`; whether it did. */
  async consume(id: number, now: number, em: EntityManager): Promise<boolean> {
    const result = await em.update(PartnerToken, { id, usedAt: IsNull(), revokedAt: IsNull(), expiresAt: MoreThan(now) }, { usedAt: now });
    return Boolean(result.affected);
  }

  /** Voids the user's other open links of this kind (one has just been used). */
  async voidOthers(kind: PartnerTokenKind, userId: number, usedId: number, now: number, em: EntityManager): Promise<void> {
    await em.update(PartnerToken, { kind, partnerUserId: userId, usedAt: IsNull(), revokedAt: IsNull(), id: Not(usedId) }, { revokedAt: now });
  }

  /** The user's links of this kind made after `since`, used or not. */
  findMadeSince(kind: PartnerTokenKind, userId: number, since: number, em: EntityManager): Promise<PartnerToken[]> {
    return em.findBy(PartnerToken, { kind, partnerUserId: userId, createdAt: MoreThan(since) });
  }

  /** The invitations to this email not yet accepted or revoked (open or expired). */
  findUnusedInvitationsTo(email: string, em: EntityManager): Promise<PartnerToken[]> {
    return em.findBy(PartnerToken, { kind: 'invitation', email, usedAt: IsNull(), revokedAt: IsNull() });
  }

  /** A provider's invitations not yet accepted or revoked (open or expired), newest first. */
  findUnusedInvitationsOf(providerId: number): Promise<PartnerToken[]> {
    return this.dataSource.manager.find(PartnerToken, {
      where: { kind: 'invitation', providerId, usedAt: IsNull(), revokedAt: IsNull() },
      order: { id: 'DESC' },
    });
  }

  findInvitation(id: number, em: EntityManager): Promise<PartnerToken | null> {
    return em.findOneBy(PartnerToken, { id, kind: 'invitation' });
  }

  /** A new token for an invitation, good until `expiresAt` (the old token stops working). */
  async renewInvitation(id: number, tokenHash: string, expiresAt: number, em: EntityManager): Promise<void> {
    await em.update(PartnerToken, { id }, { tokenHash, expiresAt });
  }

  async revoke(id: number, at: number, em: EntityManager): Promise<void> {
    await em.update(PartnerToken, { id }, { revokedAt: at });
  }

  /** Records the user an accepted invitation made. */
  async setPartnerUser(id: number, partnerUserId: number, em: EntityManager): Promise<void> {
    await em.update(PartnerToken, { id }, { partnerUserId });
  }

  /** The delivery of each of these invitations' emails, by invitation id (an invitation without one is absent). */
  async invitationEmailStatuses(ids: number[]): Promise<Map<number, LeadDeliveryStatus>> {
    const mails = await this.dataSource.manager.findBy(LeadNotification, { leadKind: 'invitation', leadId: In(ids) });
    return new Map(mails.map((m) => [m.leadId, m.status]));
  }

  /** The delivery of this invitation's email, or null. */
  async invitationEmailStatus(id: number, em: EntityManager): Promise<LeadDeliveryStatus | null> {
    return (await em.findOneBy(LeadNotification, { leadKind: 'invitation', leadId: id }))?.status ?? null;
  }
}
