import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import {
  CHANGED_MARKER,
  ERASED_MARKER,
  LEAD_PERSONAL_FIELDS,
  NO_LEAD_NEEDS,
  leadMessageStem,
  type AuditAction,
  type AuditChange,
  type LeadKind,
  type OutboxKind,
} from '@homeward/domain';
import { AuditService } from '../../audit/audit.service.js';
import { MAIL_TRANSPORT } from '../../outbox/outbox.tokens.js';
import { LEAD_KIND_DESCRIPTORS } from '../lead-kinds.js';
import { LeadRepository } from '../lead.repository.js';
import type { MailTransport } from '../../outbox/mail-transport.js';
import type { AuditActor } from '../../audit/request-actor.js';

/** The transaction an erasure joins, as the repository hands it out. */
type LeadTransaction = Parameters<Parameters<LeadRepository['transaction']>[0]>[0];

export interface ErasureResult {
  erased: number[];
  alreadyErased: number[];
}

/**
 * What an erased lead's personal fields become: the marker where the column needs text, null where it may be empty.
 * A provider lead's plan (plan, planWeeklyCost, planQuarterlyCost, planRemainingBudget) is not here on purpose:
 * services, quantities and the provider's prices say nothing about who sent it, so it stays for the statistics
 * like the service level and the provider.
 */
export const ERASED_VALUES: Record<(typeof LEAD_PERSONAL_FIELDS)[number], string | boolean | null> = {
  name: ERASED_MARKER,
  email: ERASED_MARKER,
  phone: ERASED_MARKER,
  postcode: ERASED_MARKER,
  sessionId: ERASED_MARKER,
  referralId: null,
  notes: null,
  ...NO_LEAD_NEEDS,
};

/** The audit entry for an erasure: which fields went, never their values. */
const ERASED_CHANGES: Record<string, AuditChange> = Object.fromEntries(LEAD_PERSONAL_FIELDS.map((f) => [f, CHANGED_MARKER]));

/**
 * Privacy requests (APP 11): a lead's personal details are replaced by ERASED_MARKER, the row stays for
 * counts and statistics (status, service level, provider, date). Shared by the admin's request and the
 * retention sweep; both write the audit trail in the same transaction.
 */
@Injectable()
export class LeadErasureService {
  constructor(
    private readonly leads: LeadRepository,
    private readonly audit: AuditService,
    @Inject(MAIL_TRANSPORT) private readonly mail: MailTransport,
  ) {}

  /** An admin's erasure of one or several leads: every id must exist (404 naming the missing ones, nothing erased). */
  async erase(kind: LeadKind, ids: number[], reason: string): Promise<ErasureResult> {
    const table = LEAD_KIND_DESCRIPTORS[kind];
    const unique = [...new Set(ids)];
    const result = await this.leads.transaction(async (em) => {
      const rows = await this.leads.findErasureStates(table.entity, unique, em);
      const found = new Set(rows.map((r) => r.id));
      const missing = unique.filter((id) => !found.has(id));
      if (missing.length > 0) throw new NotFoundException(`${table.label}${missing.length > 1 ? 's' : ''} not found: ${missing.join(', ')}`);
      const pending = rows.filter((r) => r.erasedAt === null).map((r) => r.id);
      await this.eraseRows(kind, pending, 'erase', reason, undefined, em);
      return { erased: pending, alreadyErased: rows.filter((r) => r.erasedAt !== null).map((r) => r.id) };
    });
    // Already-erased ones too: a copy written after an earlier erasure (an email still queued then) goes now.
    this.discardMailCopies(kind, unique);
    return result;
  }

  /**
   * After the erasure committed: the outbox's .eml copies of these leads' emails go too, and for a
   * request held for a provider not on Homeward, the team's copy and the family's emails.
   */
  discardMailCopies(kind: LeadKind, ids: readonly number[]): void {
    const kinds: OutboxKind[] = kind === 'provider' ? ['provider', 'held_team', 'held_family', 'held_outcome'] : [kind];
    this.mail.discardCopies(ids.flatMap((id) => kinds.map((k) => leadMessageStem(k, id))));
  }

  /** Erases these (not yet erased) leads, with one audit event each: inside the caller's transaction when given one, else in its own. */
  async eraseRows(kind: LeadKind, ids: number[], action: AuditAction, reason: string, actor?: AuditActor | null, em?: LeadTransaction): Promise<number> {
    if (ids.length === 0) return 0;
    if (!em) return this.leads.transaction((inner) => this.eraseRows(kind, ids, action, reason, actor, inner));
    const table = LEAD_KIND_DESCRIPTORS[kind];
    const affected = await this.leads.erase(table.entity, ids, ERASED_VALUES, em);
    await this.audit.recordMany(
      em,
      ids.map((id) => ({ action, entity: table.audit, entityId: id, changes: ERASED_CHANGES, reason, actor })),
    );
    return affected ?? ids.length;
  }
}
