import { BadRequestException, Injectable, HttpStatus } from '@nestjs/common';
import { CLAIM_MESSAGES, CLAIM_STATUSES, type ClaimStatus, type ProviderClaimDto } from '@homeward/domain';
import { AuditService } from '../audit/audit.service.js';
import { requestActor } from '../audit/request-actor.js';
import { asBoolean, asNumber, type ListTable } from '../common/list-page-query.js';
import { parseListQuery, type ListPage, type ListQueryParams, type ListSpec } from '../common/list-query.js';
import { OutboxSender } from '../outbox/mail-sender.js';
import { OutboxRepository } from '../outbox/outbox.repository.js';
import { PartnerInvitationsService } from '../auth/links/invitations/partner-invitations.service.js';
import { ProviderWriter } from '../providers/provider-writer.js';
import { ProviderLeadRepository } from '../leads/provider-lead.repository.js';
import { providerNotFound } from '../providers/provider-errors.js';
import { apiError } from '../common/api-error.js';
import { toClaimDto, type ClaimedOrganisation } from './claim-records.js';
import { ProviderClaimRepository, type ClaimTransaction } from './provider-claim.repository.js';
import { CLAIM_ERRORS, claimError } from './claim-errors.js';
import type { ProviderClaim } from './provider-claim.entity.js';

type ClaimFilter = 'q' | 'status' | 'isDispute' | 'providerId';

/** The queue's order by default: status descending puts pending before declined and approved, the newest first among them. */
export const CLAIM_LIST: ListSpec<ClaimFilter> = {
  sortable: ['id', 'createdAt', 'status', 'isDispute', 'decidedAt', 'providerId', 'claimantName', 'workEmail'],
  defaultSort: { field: 'status', order: 'DESC' },
  filters: ['q', 'status', 'isDispute', 'providerId'],
  maxPageSize: 500,
};

const CLAIM_TABLE: ListTable<ClaimFilter> = {
  alias: 'c',
  searchColumns: ['claimantName', 'workEmail', 'abn'],
  equalityFilters: {
    status: (value, key) => {
      if (!(CLAIM_STATUSES as readonly string[]).includes(String(value)))
        throw new BadRequestException(`filter ${key} must be one of: ${CLAIM_STATUSES.join(', ')}`);
      return String(value);
    },
    isDispute: asBoolean,
    providerId: asNumber,
  },
};

/**
 * The team's side of claims: the queue, and the decision. Approving marks the organisation claimed through the
 * providers' one writer (so the directory hears of it and the card says the provider keeps it up to date) and sends
 * the portal's own invitation to the claimant, all in one transaction; declining emails the claimant the reason.
 * A claim is decided once: a second decision is a 409, whoever makes it.
 */
@Injectable()
export class ClaimDecisionsService {
  constructor(
    private readonly claims: ProviderClaimRepository,
    private readonly writer: ProviderWriter,
    private readonly invitations: PartnerInvitationsService,
    private readonly outbox: OutboxRepository,
    private readonly sender: OutboxSender,
    private readonly audit: AuditService,
    private readonly leads: ProviderLeadRepository,
  ) {}

  async list(params: ListQueryParams): Promise<ListPage<ProviderClaimDto>> {
    const query = parseListQuery(params, CLAIM_LIST);
    const page = await this.claims.findPage(query, CLAIM_TABLE);
    const organisations = await this.organisations(page.items.map((c) => c.providerId));
    return { ...page, items: page.items.map((c) => toClaimDto(c, organisations.get(c.providerId))) };
  }

  async get(id: number): Promise<ProviderClaimDto> {
    const claim = await this.claims.findById(id);
    if (!claim) throw claimError(HttpStatus.NOT_FOUND, CLAIM_ERRORS.claimNotFound, `Claim ${id} not found`);
    return toClaimDto(claim, (await this.organisations([claim.providerId])).get(claim.providerId));
  }

  /** For a dispute too: the team's approval is the decision. The organisation's first claim date stays as it was. */
  async approve(id: number, adminId: number): Promise<ProviderClaimDto> {
    await this.writer.transaction(async (writes) => {
      const claim = await this.pending(writes.em, id);
      const provider = await this.claims.findClaimedAt(claim.providerId, writes.em);
      if (!provider) throw providerNotFound(`Provider ${claim.providerId} not found`);
      const decidedAt = new Date();
      await this.decide(writes.em, claim, 'approved', null, decidedAt);
      if (provider.claimedAt === null) await writes.update([{ id: provider.id, dto: {}, marks: { claimedAt: decidedAt } }]);
      await this.invitations.inviteWithin(writes.em, claim.providerId, { email: claim.workEmail, name: claim.claimantName }, adminId);
      // The families' requests held for it become its leads now, with a fresh two-business-day promise from today.
      await this.leads.handOverHeld({ providerId: claim.providerId }, decidedAt, writes.em);
    });
    this.sender.nudge();
    return this.get(id);
  }

  async decline(id: number, reason: string): Promise<ProviderClaimDto> {
    const text = reason.trim();
    if (text === '') throw apiError(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', [CLAIM_MESSAGES.reason], { reason: CLAIM_MESSAGES.reason });
    await this.claims.transaction(async (em) => {
      const claim = await this.pending(em, id);
      await this.decide(em, claim, 'declined', text, new Date());
      await this.outbox.queue(em, 'claim_declined', claim.id);
    });
    this.sender.nudge();
    return this.get(id);
  }

  /** The claim, locked for this decision on MySQL (two admins deciding at once: the second waits, then gets the 409). */
  private async pending(em: ClaimTransaction, id: number): Promise<ProviderClaim> {
    const claim = await this.claims.findForDecision(id, em);
    if (!claim) throw claimError(HttpStatus.NOT_FOUND, CLAIM_ERRORS.claimNotFound, `Claim ${id} not found`);
    if (claim.status !== 'pending') throw claimError(HttpStatus.CONFLICT, CLAIM_ERRORS.claimAlreadyDecided, CLAIM_MESSAGES.alreadyDecided);
    return claim;
  }

  private async decide(
    em: ClaimTransaction,
    claim: ProviderClaim,
    status: Exclude<ClaimStatus, 'pending'>,
    reason: string | null,
    decidedAt: Date,
  ): Promise<void> {
    const decidedBy = requestActor()?.email ?? null;
    const decided = await this.claims.markDecided(claim.id, { status, decisionReason: reason, decidedBy, decidedAt }, em);
    if (!decided) throw claimError(HttpStatus.CONFLICT, CLAIM_ERRORS.claimAlreadyDecided, CLAIM_MESSAGES.alreadyDecided);
    await this.audit.record(em, {
      action: status === 'approved' ? 'approve' : 'decline',
      entity: 'provider_claim',
      entityId: claim.id,
      changes: { status: { before: 'pending', after: status } },
      reason,
    });
  }

  private organisations(ids: readonly number[]): Promise<Map<number, ClaimedOrganisation>> {
    return this.claims.organisations(ids);
  }
}
