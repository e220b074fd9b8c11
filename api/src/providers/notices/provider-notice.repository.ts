import { Injectable } from '@nestjs/common';
import { noticeKindLabel, type Notice } from '@homeward/domain';
import { TransactionalRepository } from '../../common/transactional-repository.js';
import { refreshSearchCards } from '../search-card.repository.js';
import { placeholders } from '../search/sql.js';
import { ProviderNotice } from './provider-notice.entity.js';
import type { Queryable } from '../../database/batch-insert.js';
import type { EntityManager } from 'typeorm';

/** The transaction a notice's write runs in (ProviderNoticeRepository.transaction). */
export type NoticeTransaction = EntityManager;

/** When the team last checked a provider's notices, as the providers row holds it. */
export interface NoticeChecks {
  noticesCheckedOn: string | null;
  noticesCheckedBy: number | string | null;
}

/** The provider columns the public trust panel is built from. */
export interface TrustRow {
  registrationCategoryMask: number | string;
  listingSource: string;
  claimedAt: unknown;
  noticesCheckedOn: string | null;
}

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

/** The one place that reads and writes provider_notices and the providers columns that follow them. */
@Injectable()
export class ProviderNoticeRepository extends TransactionalRepository {
  /** The notices of these providers, by provider id. */
  noticesOf(providerIds: readonly number[]): Promise<Map<number, Notice[]>> {
    return readNotices(this.dataSource, providerIds);
  }

  findForProvider(providerId: number): Promise<ProviderNotice[]> {
    return this.dataSource.getRepository(ProviderNotice).find({ where: { providerId }, order: { issuedOn: 'DESC', id: 'DESC' } });
  }

  create(notice: Omit<ProviderNotice, 'id'>, em: EntityManager = this.dataSource.manager): Promise<ProviderNotice> {
    return em.getRepository(ProviderNotice).save(em.getRepository(ProviderNotice).create(notice));
  }

  /** The notice, locked for this edit on MySQL. */
  findForUpdate(id: number, em: EntityManager = this.dataSource.manager): Promise<ProviderNotice | null> {
    return em
      .getRepository(ProviderNotice)
      .findOne({ where: { id }, lock: em.connection.options.type === 'mysql' ? { mode: 'pessimistic_write' } : undefined });
  }

  save(notice: ProviderNotice, em: EntityManager = this.dataSource.manager): Promise<ProviderNotice> {
    return em.getRepository(ProviderNotice).save(notice);
  }

  /** The provider's check columns; `forWrite` locks its row on MySQL. Null for an unknown provider. */
  async findChecks(id: number, forWrite: boolean, em: EntityManager = this.dataSource.manager): Promise<NoticeChecks | null> {
    const lock = forWrite && em.connection.options.type === 'mysql' ? ' FOR UPDATE' : '';
    const rows = (await em.query(`SELECT noticesCheckedOn, noticesCheckedBy FROM providers WHERE id = ?${lock}`, [id])) as NoticeChecks[];
    return rows[0] ?? null;
  }

  async markChecked(providerId: number, on: string, adminId: number, em: EntityManager = this.dataSource.manager): Promise<void> {
    await em.query('UPDATE providers SET noticesCheckedOn = ?, noticesCheckedBy = ? WHERE id = ?', [on, adminId, providerId]);
  }

  /** A notice is current until it has an end date (never later than today: noticeErrors), so the flag is exact; the card follows. */
  async refreshCurrentNotice(providerId: number, em: EntityManager = this.dataSource.manager): Promise<void> {
    await em.query(
      'UPDATE providers SET hasCurrentNotice = CASE WHEN EXISTS (SELECT 1 FROM provider_notices n WHERE n.providerId = ? AND n.endedOn IS NULL) THEN 1 ELSE 0 END WHERE id = ?',
      [providerId, providerId],
    );
    await refreshSearchCards(em, [providerId]);
  }

  /** An active provider's trust columns; null when unknown or inactive. */
  async findTrustRow(providerId: number): Promise<TrustRow | null> {
    const rows = (await this.dataSource.query(
      'SELECT id, registrationCategoryMask, listingSource, claimedAt, noticesCheckedOn FROM providers WHERE id = ? AND isActive = 1',
      [providerId],
    )) as TrustRow[];
    return rows[0] ?? null;
  }

  async adminEmails(ids: readonly number[]): Promise<Map<number, string>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = (await this.dataSource.query(`SELECT id, email FROM admin_users WHERE id IN (${placeholders(unique.length)})`, unique)) as Array<{
      id: number | string;
      email: string;
    }>;
    return new Map(rows.map((r) => [Number(r.id), r.email]));
  }
}
