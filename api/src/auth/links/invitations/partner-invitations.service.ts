import { ConflictException, HttpStatus, Injectable, NotFoundException } from '@nestjs/common';
import { PARTNER_DOOR_MESSAGES, auditChanges, invitationExpiry, normaliseEmail, partnerTokenStatus, type PartnerInvitationDto } from '@homeward/domain';
import { AuditService } from '../../../audit/audit.service.js';
import { AUTH_ERRORS, authError } from '../../auth-errors.js';
import { OutboxSender } from '../../../outbox/mail-sender.js';
import { OutboxRepository } from '../../../outbox/outbox.repository.js';
import { toPartnerInvitationDto } from '../../partner/users/partner-dtos.js';
import { newLinkToken } from '../link-token.js';
import { PartnerTokenRepository } from '../../accounts/partner-token.repository.js';
import { PartnerUserRepository } from '../../partner/users/partner-user.repository.js';
import type { PartnerToken } from '../../accounts/partner-token.entity.js';
import type { EntityManager } from 'typeorm';

/**
 * An admin's invitations of provider users: a single-use link, emailed through the outbox in
 * the invitation's own transaction, good for 72 hours. Sending again makes a new link (the old one stops
 * working); revoking stops it at once. Every step is in the audit trail with the admin as the actor.
 */
@Injectable()
export class PartnerInvitationsService {
  constructor(
    private readonly tokens: PartnerTokenRepository,
    private readonly users: PartnerUserRepository,
    private readonly outbox: OutboxRepository,
    private readonly sender: OutboxSender,
    private readonly audit: AuditService,
  ) {}

  async invite(providerId: number, input: { email: string; name: string }, adminId: number): Promise<PartnerInvitationDto> {
    const invitation = await this.tokens.transaction((em) => this.inviteWithin(em, providerId, input, adminId));
    this.sender.nudge();
    return toPartnerInvitationDto(invitation, 'queued');
  }

  /**
   * The invitation and its email in the caller's transaction (an approved claim of a listing commits with its
   * invitation, or neither happens); the caller wakes the sender (OutboxSender.nudge) once it has committed.
   */
  async inviteWithin(em: EntityManager, providerId: number, input: { email: string; name: string }, adminId: number): Promise<PartnerToken> {
    const email = normaliseEmail(input.email);
    if (!(await this.users.providerExists(providerId, em))) throw new NotFoundException(`Provider ${providerId} not found`);
    if (await this.users.isEmailTaken(email, em)) throw authError(HttpStatus.CONFLICT, AUTH_ERRORS.alreadyUser, PARTNER_DOOR_MESSAGES.alreadyUser);
    const now = Date.now();
    const open = await this.tokens.findUnusedInvitationsTo(email, em);
    if (open.some((t) => partnerTokenStatus(t, now) === 'open'))
      throw authError(HttpStatus.CONFLICT, AUTH_ERRORS.invitationOpen, PARTNER_DOOR_MESSAGES.openInvitation);
    const { token, hash } = newLinkToken();
    const saved = await this.tokens.insert(
      {
        kind: 'invitation',
        tokenHash: hash,
        providerId,
        partnerUserId: null,
        email,
        name: input.name.trim(),
        createdBy: adminId,
        createdAt: now,
        expiresAt: invitationExpiry(now),
        usedAt: null,
        revokedAt: null,
      },
      em,
    );
    await this.outbox.queue(em, 'invitation', saved.id, now, token);
    const changes = auditChanges(null, { providerId, email, name: saved.name });
    await this.audit.record(em, { action: 'invite', entity: 'partner_invitation', entityId: saved.id, changes });
    return saved;
  }

  /** A new link for an invitation not yet accepted or revoked (an expired one may be sent again). */
  async resend(id: number): Promise<PartnerInvitationDto> {
    const invitation = await this.tokens.transaction(async (em) => {
      const found = await this.load(em, id);
      const status = partnerTokenStatus(found, Date.now());
      if (status === 'accepted' || status === 'revoked')
        throw authError(HttpStatus.CONFLICT, AUTH_ERRORS.invitationNotOpen, PARTNER_DOOR_MESSAGES.invitationNotOpen);
      const now = Date.now();
      const { token, hash } = newLinkToken();
      await this.tokens.renewInvitation(id, hash, invitationExpiry(now), em);
      if ((await this.outbox.requeue('invitation', id, now, token, em)) === 'busy')
        throw new ConflictException('The invitation email is being sent right now: try again in a minute.');
      await this.audit.record(em, {
        action: 'resend',
        entity: 'partner_invitation',
        entityId: id,
        changes: { expiresAt: { before: new Date(found.expiresAt).toISOString(), after: new Date(invitationExpiry(now)).toISOString() } },
      });
      return { ...found, tokenHash: hash, expiresAt: invitationExpiry(now) };
    });
    this.sender.nudge();
    return toPartnerInvitationDto(invitation, 'queued');
  }

  /** The link stops working at once; an accepted invitation cannot be revoked (deactivate the user instead). */
  async revoke(id: number): Promise<PartnerInvitationDto> {
    return this.tokens.transaction(async (em) => {
      const found = await this.load(em, id);
      if (found.usedAt !== null) throw authError(HttpStatus.CONFLICT, AUTH_ERRORS.invitationNotOpen, PARTNER_DOOR_MESSAGES.invitationNotOpen);
      if (found.revokedAt === null) {
        found.revokedAt = Date.now();
        await this.tokens.revoke(id, found.revokedAt, em);
        await this.audit.record(em, { action: 'revoke', entity: 'partner_invitation', entityId: id });
      }
      return toPartnerInvitationDto(found, await this.tokens.invitationEmailStatus(id, em));
    });
  }

  /** A provider's invitations not yet accepted or revoked (open or expired), newest first, with their email's delivery. */
  async openFor(providerId: number): Promise<PartnerInvitationDto[]> {
    const rows = await this.tokens.findUnusedInvitationsOf(providerId);
    if (rows.length === 0) return [];
    const status = await this.tokens.invitationEmailStatuses(rows.map((r) => r.id));
    return rows.map((r) => toPartnerInvitationDto(r, status.get(r.id) ?? null));
  }

  private async load(em: EntityManager, id: number): Promise<PartnerToken> {
    const found = await this.tokens.findInvitation(id, em);
    if (!found) throw new NotFoundException(`Invitation ${id} not found`);
    return found;
  }
}
