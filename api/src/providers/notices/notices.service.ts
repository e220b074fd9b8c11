import { Injectable, HttpStatus } from '@nestjs/common';
import {
  australianDate,
  codesFromMask,
  noticeErrors,
  REGISTRATION_CATEGORIES,
  NOTICE_MESSAGES,
  providerTrust,
  type AdminNoticeDto,
  type AdminProviderNoticesDto,
  type AuditChange,
  type NoticeInput,
  type ProviderTrust,
} from '@homeward/domain';
import { AuditService } from '../../audit/audit.service.js';
import { DirectoryChanges } from '../../shared-state/directory-changes.js';
import { isoInstant } from '../../database/transformers.js';
import { PROVIDER_ERRORS, providerError, providerNotFound } from '../provider-errors.js';
import { apiError } from '../../common/api-error.js';
import { ProviderNoticeRepository, toNotice, type NoticeChecks, type NoticeTransaction } from './provider-notice.repository.js';
import type { ProviderNotice } from './provider-notice.entity.js';

const EDITABLE = ['kind', 'issuedOn', 'summary', 'link', 'endedOn'] as const;

/** The registration categories a trust panel may state: none known for a listing nobody has claimed (only the list's facts). */
export function knownCategories(row: { listingSource: string; claimedAt: unknown }, categories: number[]): number[] | null {
  return row.listingSource === 'official' && (row.claimedAt === null || row.claimedAt === undefined) ? null : categories;
}

/**
 * Regulatory notices: the team records them from the Commission's pages, edits or ends them,
 * and records the day it last checked a provider. Each write is audited in its transaction, keeps the provider's
 * hasCurrentNotice and stored card, and is announced as a directory change, so searches and pages show it at once.
 */
@Injectable()
export class NoticesService {
  constructor(
    private readonly notices: ProviderNoticeRepository,
    private readonly audit: AuditService,
    private readonly changes: DirectoryChanges,
  ) {}

  async list(providerId: number): Promise<AdminProviderNoticesDto> {
    const provider = await this.provider(providerId, false);
    const notices = await this.notices.findForProvider(providerId);
    const emails = await this.adminEmails([...notices.map((n) => n.recordedBy), ...(provider.noticesCheckedBy ? [Number(provider.noticesCheckedBy)] : [])]);
    return {
      providerId,
      noticesCheckedOn: provider.noticesCheckedOn ?? null,
      noticesCheckedBy: provider.noticesCheckedBy === null ? null : Number(provider.noticesCheckedBy),
      noticesCheckedByEmail: provider.noticesCheckedBy === null ? null : (emails.get(Number(provider.noticesCheckedBy)) ?? null),
      notices: notices.map((n) => this.adminDto(n, emails)),
    };
  }

  async create(providerId: number, input: NoticeInput, adminId: number, now = new Date()): Promise<AdminNoticeDto> {
    const fields = { kind: input.kind, issuedOn: input.issuedOn, summary: input.summary?.trim(), link: input.link?.trim(), endedOn: input.endedOn ?? null };
    this.assertValid(fields, now);
    const saved = await this.notices.transaction(async (em) => {
      await this.provider(providerId, true, em);
      const notice = await this.notices.create(
        { ...(fields as NoticeInput & { endedOn: string | null }), providerId, recordedBy: adminId, recordedAt: now, updatedAt: now },
        em,
      );
      const changes: Record<string, AuditChange> = { providerId: { before: null, after: providerId } };
      for (const key of EDITABLE) changes[key] = { before: null, after: notice[key] };
      await this.audit.record(em, { action: 'create', entity: 'provider_notice', entityId: notice.id, changes });
      await this.notices.refreshCurrentNotice(providerId, em);
      return notice;
    });
    await this.changes.announce({ providerIds: [providerId] });
    return this.adminDto(saved, await this.adminEmails([adminId]));
  }

  /** Fields absent: unchanged; endedOn null reopens a notice ended by mistake. */
  async update(id: number, input: Partial<NoticeInput>, now = new Date()): Promise<AdminNoticeDto> {
    const result = await this.notices.transaction(async (em) => {
      const notice = await this.notices.findForUpdate(id, em);
      if (!notice) throw providerError(HttpStatus.NOT_FOUND, PROVIDER_ERRORS.noticeNotFound, NOTICE_MESSAGES.notFound(id));
      const next = { ...notice };
      for (const key of EDITABLE) {
        const value = input[key];
        if (value === undefined) continue;
        (next as Record<string, unknown>)[key] = typeof value === 'string' && (key === 'summary' || key === 'link') ? value.trim() : value;
      }
      this.assertValid(next, now);
      const changes: Record<string, AuditChange> = {};
      for (const key of EDITABLE) if (next[key] !== notice[key]) changes[key] = { before: notice[key], after: next[key] };
      if (Object.keys(changes).length === 0) return { notice, changed: false };
      next.updatedAt = now;
      const saved = await this.notices.save(next, em);
      await this.audit.record(em, { action: 'update', entity: 'provider_notice', entityId: id, changes });
      await this.notices.refreshCurrentNotice(notice.providerId, em);
      return { notice: saved, changed: true };
    });
    if (result.changed) await this.changes.announce({ providerIds: [result.notice.providerId] });
    return this.adminDto(result.notice, await this.adminEmails([result.notice.recordedBy]));
  }

  /** Records that this admin checked the Commission's pages for the provider today (an Australian date). */
  async markChecked(providerId: number, adminId: number, now = new Date()): Promise<AdminProviderNoticesDto> {
    const today = australianDate(now);
    await this.notices.transaction(async (em) => {
      const provider = await this.provider(providerId, true, em);
      await this.notices.markChecked(providerId, today, adminId, em);
      await this.audit.record(em, {
        action: 'update',
        entity: 'provider',
        entityId: providerId,
        changes: {
          noticesCheckedOn: { before: provider.noticesCheckedOn ?? null, after: today },
          noticesCheckedBy: { before: provider.noticesCheckedBy === null ? null : Number(provider.noticesCheckedBy), after: adminId },
        },
        reason: 'Checked the Aged Care Quality and Safety Commission for notices',
      });
    });
    await this.changes.announce({ providerIds: [providerId] });
    return this.list(providerId);
  }

  /** GET /api/providers/:id/trust: an active provider's panel; unknown or inactive is the same 404 as its page. */
  async trust(providerId: number, now = new Date()): Promise<ProviderTrust> {
    const row = await this.notices.findTrustRow(providerId);
    if (row === null) throw providerNotFound(NOTICE_MESSAGES.providerNotFound(providerId));
    const categories = knownCategories(row, codesFromMask(REGISTRATION_CATEGORIES, row.registrationCategoryMask));
    const notices = (await this.notices.noticesOf([providerId])).get(providerId) ?? [];
    return providerTrust({ id: providerId, registrationCategories: categories, noticesCheckedOn: row.noticesCheckedOn ?? null }, notices, australianDate(now));
  }

  private assertValid(fields: Partial<Record<keyof NoticeInput, unknown>>, now: Date): void {
    const errors = noticeErrors(fields, australianDate(now));
    if (Object.keys(errors).length === 0) return;
    const byField = Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, `${field} ${message}`]));
    throw apiError(400, 'VALIDATION_FAILED', Object.values(byField), byField);
  }

  private async provider(id: number, forWrite: boolean, em?: NoticeTransaction): Promise<NoticeChecks> {
    const row = await this.notices.findChecks(id, forWrite, em);
    if (row === null) throw providerNotFound(NOTICE_MESSAGES.providerNotFound(id));
    return row;
  }

  private adminEmails(ids: readonly number[]): Promise<Map<number, string>> {
    return this.notices.adminEmails(ids);
  }

  private adminDto(n: ProviderNotice, emails: ReadonlyMap<number, string>): AdminNoticeDto {
    return {
      ...toNotice(n),
      providerId: n.providerId,
      recordedBy: n.recordedBy,
      recordedByEmail: emails.get(n.recordedBy) ?? null,
      recordedAt: isoInstant(n.recordedAt)!,
      updatedAt: isoInstant(n.updatedAt)!,
    };
  }
}
