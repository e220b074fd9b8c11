import { Injectable, HttpStatus } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  australianDate,
  codesFromMask,
  noticeErrors,
  REGISTRATION_CATEGORIES,
  noticeKindLabel,
  NOTICE_MESSAGES,
  providerTrust,
  type AdminNoticeDto,
  type AdminProviderNoticesDto,
  type AuditChange,
  type Notice,
  type NoticeInput,
  type ProviderTrust,
} from '@homeward/domain';
import { AuditService } from '../../audit/audit.service.js';
import { DirectoryChanges } from '../../shared-state/directory-changes.js';
import { isoInstant, refreshSearchCards } from '../search-card.js';
import { placeholders } from '../search/sql.js';
import { PROVIDER_ERRORS, providerError, providerNotFound } from '../provider-errors.js';
import { apiError } from '../../common/api-error.js';
import { ProviderNotice } from './provider-notice.entity.js';
import type { DataSource, EntityManager } from 'typeorm';
import type { Queryable } from '../../database/batch-insert.js';

const EDITABLE = ['kind', 'issuedOn', 'summary', 'link', 'endedOn'] as const;

export function toNotice(n: ProviderNotice): Notice {
  return { id: n.id, kind: n.kind, kindLabel: noticeKindLabel(n.kind), issuedOn: n.issuedOn, summary: n.summary, link: n.link, endedOn: n.endedOn ?? null };
}

/** The notices of these providers, by provider id (each list in no particular order: providerTrust sorts). */
export async function readNotices(db: Queryable, providerIds: readonly number[]): Promise<Map<number, Notice[]>> {
  const out = new Map<number, Notice[]>(providerIds.map((id) => [id, []]));
  if (providerIds.length === 0) return out;
  const rows = (await db.query(
    `SELECT id, providerId, kind, issuedOn, summary, link, endedOn FROM provider_notices WHERE providerId IN (${placeholders(providerIds.length)})`,
    [...providerIds],
  )) as Array<ProviderNotice & { id: number | string; providerId: number | string }>;
  for (const row of rows) out.get(Number(row.providerId))?.push(toNotice({ ...row, id: Number(row.id) }));
  return out;
}

/** The registration categories a trust panel may state: none known for a listing nobody has claimed (only the list's facts). */
export function knownCategories(row: { listingSource: string; claimedAt: unknown }, categories: number[]): number[] | null {
  return row.listingSource === 'official' && (row.claimedAt === null || row.claimedAt === undefined) ? null : categories;
}

/**
 * Regulatory notices (docs/decisions/051): the team records them from the Commission's pages, edits or ends them,
 * and records the day it last checked a provider. Each write is audited in its transaction, keeps the provider's
 * hasCurrentNotice and stored card, and is announced as a directory change, so searches and pages show it at once.
 */
@Injectable()
export class NoticesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly changes: DirectoryChanges,
  ) {}

  async list(providerId: number): Promise<AdminProviderNoticesDto> {
    const provider = await this.provider(this.dataSource.manager, providerId, false);
    const notices = await this.dataSource.getRepository(ProviderNotice).find({ where: { providerId }, order: { issuedOn: 'DESC', id: 'DESC' } });
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
    const saved = await this.dataSource.transaction(async (em) => {
      await this.provider(em, providerId, true);
      const notice = await em
        .getRepository(ProviderNotice)
        .save(
          em
            .getRepository(ProviderNotice)
            .create({ ...(fields as NoticeInput & { endedOn: string | null }), providerId, recordedBy: adminId, recordedAt: now, updatedAt: now }),
        );
      const changes: Record<string, AuditChange> = { providerId: { before: null, after: providerId } };
      for (const key of EDITABLE) changes[key] = { before: null, after: notice[key] };
      await this.audit.record(em, { action: 'create', entity: 'provider_notice', entityId: notice.id, changes });
      await this.afterWrite(em, providerId);
      return notice;
    });
    await this.changes.announce({ providerIds: [providerId] });
    return this.adminDto(saved, await this.adminEmails([adminId]));
  }

  /** Fields absent: unchanged; endedOn null reopens a notice ended by mistake. */
  async update(id: number, input: Partial<NoticeInput>, now = new Date()): Promise<AdminNoticeDto> {
    const result = await this.dataSource.transaction(async (em) => {
      const repo = em.getRepository(ProviderNotice);
      const notice = await repo.findOne({ where: { id }, lock: em.connection.options.type === 'mysql' ? { mode: 'pessimistic_write' } : undefined });
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
      const saved = await repo.save(next);
      await this.audit.record(em, { action: 'update', entity: 'provider_notice', entityId: id, changes });
      await this.afterWrite(em, notice.providerId);
      return { notice: saved, changed: true };
    });
    if (result.changed) await this.changes.announce({ providerIds: [result.notice.providerId] });
    return this.adminDto(result.notice, await this.adminEmails([result.notice.recordedBy]));
  }

  /** Records that this admin checked the Commission's pages for the provider today (an Australian date). */
  async markChecked(providerId: number, adminId: number, now = new Date()): Promise<AdminProviderNoticesDto> {
    const today = australianDate(now);
    await this.dataSource.transaction(async (em) => {
      const provider = await this.provider(em, providerId, true);
      await em.query('UPDATE providers SET noticesCheckedOn = ?, noticesCheckedBy = ? WHERE id = ?', [today, adminId, providerId]);
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
    const rows = (await this.dataSource.query(
      'SELECT id, registrationCategoryMask, listingSource, claimedAt, noticesCheckedOn FROM providers WHERE id = ? AND isActive = 1',
      [providerId],
    )) as Array<{ registrationCategoryMask: number | string; listingSource: string; claimedAt: unknown; noticesCheckedOn: string | null }>;
    if (rows.length === 0) throw providerNotFound(NOTICE_MESSAGES.providerNotFound(providerId));
    const row = rows[0];
    const categories = knownCategories(row, codesFromMask(REGISTRATION_CATEGORIES, row.registrationCategoryMask));
    const notices = (await readNotices(this.dataSource, [providerId])).get(providerId) ?? [];
    return providerTrust({ id: providerId, registrationCategories: categories, noticesCheckedOn: row.noticesCheckedOn ?? null }, notices, australianDate(now));
  }

  private assertValid(fields: Partial<Record<keyof NoticeInput, unknown>>, now: Date): void {
    const errors = noticeErrors(fields, australianDate(now));
    if (Object.keys(errors).length === 0) return;
    const byField = Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, `${field} ${message}`]));
    throw apiError(400, 'VALIDATION_FAILED', Object.values(byField), byField);
  }

  private async provider(
    em: EntityManager,
    id: number,
    forWrite: boolean,
  ): Promise<{ noticesCheckedOn: string | null; noticesCheckedBy: number | string | null }> {
    const lock = forWrite && em.connection.options.type === 'mysql' ? ' FOR UPDATE' : '';
    const rows = (await em.query(`SELECT noticesCheckedOn, noticesCheckedBy FROM providers WHERE id = ?${lock}`, [id])) as Array<{
      noticesCheckedOn: string | null;
      noticesCheckedBy: number | string | null;
    }>;
    if (rows.length === 0) throw providerNotFound(NOTICE_MESSAGES.providerNotFound(id));
    return rows[0];
  }

  /** A notice is current until it has an end date (never later than today: noticeErrors), so the flag is exact. */
  private async afterWrite(em: EntityManager, providerId: number): Promise<void> {
    await em.query(
      'UPDATE providers SET hasCurrentNotice = CASE WHEN EXISTS (SELECT 1 FROM provider_notices n WHERE n.providerId = ? AND n.endedOn IS NULL) THEN 1 ELSE 0 END WHERE id = ?',
      [providerId, providerId],
    );
    await refreshSearchCards(em, [providerId]);
  }

  private async adminEmails(ids: readonly number[]): Promise<Map<number, string>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = (await this.dataSource.query(`SELECT id, email FROM admin_users WHERE id IN (${placeholders(unique.length)})`, unique)) as Array<{
      id: number | string;
      email: string;
    }>;
    return new Map(rows.map((r) => [Number(r.id), r.email]));
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
