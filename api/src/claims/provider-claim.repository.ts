import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { TransactionalRepository } from '../common/transactional-repository.js';
import { fetchListPage, type ListTable } from '../common/list-page-query.js';
import { Provider } from '../providers/entities/provider.entity.js';
import { ProviderClaim } from './provider-claim.entity.js';
import type { ListPage, ListQuery } from '../common/list-query.js';
import type { ClaimedOrganisation } from './claim-records.js';

/** The transaction a claim's intake or decision runs in (ProviderClaimRepository.transaction, or the providers' writer's). */
export type ClaimTransaction = EntityManager;

/** The organisation a claim names, as far as a claim's intake and decision read it. */
export interface ClaimTarget {
  id: number;
  businessName: string;
  claimedAt: Date | null;
}

/** What a claim's emails are written from: the claim and its organisation's name. */
export interface ClaimForEmail {
  claim: ProviderClaim;
  providerName: string;
}

/** The one place that reads and writes provider_claims (and the few provider columns a claim shows). */
@Injectable()
export class ProviderClaimRepository extends TransactionalRepository {
  findPage<F extends string>(query: ListQuery<F>, table: ListTable<F>): Promise<ListPage<ProviderClaim>> {
    return fetchListPage(this.dataSource.getRepository(ProviderClaim).createQueryBuilder(table.alias), query, table);
  }

  findById(id: number): Promise<ProviderClaim | null> {
    return this.dataSource.getRepository(ProviderClaim).findOneBy({ id });
  }

  /** The claim, locked for a decision on MySQL (two admins deciding at once: the second waits for the first). */
  findForDecision(id: number, em: EntityManager = this.dataSource.manager): Promise<ProviderClaim | null> {
    const lock = this.dataSource.options.type === 'mysql' ? { mode: 'pessimistic_write' as const } : undefined;
    return em.findOne(ProviderClaim, { where: { id }, lock });
  }

  /** Records the decision only while the claim is still pending; false when someone else decided it first. */
  async markDecided(
    id: number,
    decision: Pick<ProviderClaim, 'status' | 'decisionReason' | 'decidedBy' | 'decidedAt'>,
    em: EntityManager = this.dataSource.manager,
  ): Promise<boolean> {
    const result = await em.update(ProviderClaim, { id, status: 'pending' }, decision);
    return result.affected !== 0;
  }

  /** An active organisation a claim may name. */
  findActiveTarget(providerId: number, em: EntityManager = this.dataSource.manager): Promise<ClaimTarget | null> {
    return em.findOne(Provider, { where: { id: providerId, isActive: true }, select: { id: true, businessName: true, claimedAt: true } });
  }

  /** The organisation's claimed date, for a decision. */
  findClaimedAt(providerId: number, em: EntityManager = this.dataSource.manager): Promise<Pick<ClaimTarget, 'id' | 'claimedAt'> | null> {
    return em.findOne(Provider, { where: { id: providerId }, select: { id: true, claimedAt: true } });
  }

  findPendingBy(providerId: number, workEmail: string, em: EntityManager = this.dataSource.manager): Promise<ProviderClaim | null> {
    return em.findOneBy(ProviderClaim, { providerId, workEmail, status: 'pending' });
  }

  countPendingByEmail(workEmail: string, em: EntityManager = this.dataSource.manager): Promise<number> {
    return em.countBy(ProviderClaim, { workEmail, status: 'pending' });
  }

  hasApprovedClaim(providerId: number, em: EntityManager = this.dataSource.manager): Promise<boolean> {
    return em.existsBy(ProviderClaim, { providerId, status: 'approved' });
  }

  create(claim: Omit<ProviderClaim, 'id'>, em: EntityManager = this.dataSource.manager): Promise<ProviderClaim> {
    return em.save(em.create(ProviderClaim, claim));
  }

  async organisations(ids: readonly number[]): Promise<Map<number, ClaimedOrganisation>> {
    if (ids.length === 0) return new Map();
    const rows = await this.dataSource
      .getRepository(Provider)
      .find({ where: { id: In([...new Set(ids)]) }, select: { id: true, businessName: true, claimedAt: true } });
    return new Map(rows.map((p) => [p.id, { businessName: p.businessName, claimedAt: p.claimedAt }]));
  }

  async findForEmail(id: number, em: EntityManager = this.dataSource.manager): Promise<ClaimForEmail | null> {
    const claim = await em.findOneBy(ProviderClaim, { id });
    if (!claim) return null;
    const provider = await em.findOne(Provider, { where: { id: claim.providerId }, select: { id: true, businessName: true } });
    return provider ? { claim, providerName: provider.businessName } : null;
  }
}
