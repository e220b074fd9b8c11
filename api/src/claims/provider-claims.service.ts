import { HttpStatus, Injectable } from '@nestjs/common';
import { CLAIM_LIMITS, CLAIM_MESSAGES, auditChanges, type ProviderClaimInput, type ProviderClaimReceiptDto } from '@homeward/domain';
import { AuditService } from '../audit/audit.service.js';
import { OutboxSender } from '../outbox/mail-sender.js';
import { OutboxRepository } from '../outbox/outbox.repository.js';
import { providerNotFound } from '../providers/provider-errors.js';
import { ProviderClaimRepository } from './provider-claim.repository.js';
import { CLAIM_ERRORS, claimError } from './claim-errors.js';
import type { ProviderClaim } from './provider-claim.entity.js';

export interface ClaimIntake {
  receipt: ProviderClaimReceiptDto;
  /** False when the same person's claim for the organisation was already waiting: that one is the answer. */
  created: boolean;
}

/**
 * Claims as they arrive from the public claim page. Each is stored with its acknowledgement email in one
 * transaction (never a claim without its email, never an email for a claim not stored) and goes to the team's
 * queue; nothing is decided here. A claim for an organisation already claimed is marked a dispute, for the team.
 */
@Injectable()
export class ProviderClaimsService {
  constructor(
    private readonly claims: ProviderClaimRepository,
    private readonly outbox: OutboxRepository,
    private readonly sender: OutboxSender,
    private readonly audit: AuditService,
  ) {}

  async submit(providerId: number, claim: ProviderClaimInput): Promise<ClaimIntake> {
    const intake = await this.claims.transaction(async (em) => {
      const provider = await this.claims.findActiveTarget(providerId, em);
      if (!provider) throw providerNotFound(`Provider ${providerId} not found`);
      const receipt = (row: ProviderClaim): ProviderClaimReceiptDto => ({ id: row.id, status: row.status, providerName: provider.businessName });
      // The same person pressing Send again: their claim is already with the team.
      const waiting = await this.claims.findPendingBy(providerId, claim.workEmail, em);
      if (waiting) return { receipt: receipt(waiting), created: false };
      if ((await this.claims.countPendingByEmail(claim.workEmail, em)) >= CLAIM_LIMITS.pendingPerEmail) {
        throw claimError(HttpStatus.TOO_MANY_REQUESTS, CLAIM_ERRORS.tooManyClaims, CLAIM_MESSAGES.tooManyPending);
      }
      const isDispute = provider.claimedAt !== null || (await this.claims.hasApprovedClaim(providerId, em));
      const saved = await this.claims.create(
        {
          ...claim,
          providerId,
          status: 'pending',
          isDispute,
          decisionReason: null,
          decidedBy: null,
          decidedAt: null,
          createdAt: new Date(),
        },
        em,
      );
      await this.outbox.queue(em, 'claim_received', saved.id);
      const changes = auditChanges(null, { providerId, workEmail: saved.workEmail, abn: saved.abn, isDispute });
      await this.audit.record(em, { action: 'create', entity: 'provider_claim', entityId: saved.id, changes, actor: null });
      return { receipt: receipt(saved), created: true };
    });
    if (intake.created) this.sender.nudge();
    return intake;
  }
}
