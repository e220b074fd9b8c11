import { Injectable } from '@nestjs/common';
import type { PriceTime } from '@homeward/domain';
import { TransactionalRepository } from '../../common/transactional-repository.js';
import { Provider } from '../entities/provider.entity.js';
import { ModerationRequest } from './moderation-request.entity.js';
import type { EntityManager, FindOptionsWhere } from 'typeorm';

/** The transaction a held change is written in (ModerationRequestRepository.transaction, or a caller's). */
export type ModerationTransaction = EntityManager;

/** A new request as the queue stores it; id, status and decision are the repository's. */
export type NewModerationRequest = Omit<ModerationRequest, 'id' | 'status' | 'reason' | 'decidedBy' | 'decidedAt'>;

/** The one place that reads and writes moderation_requests (held changes), with the names a request is shown with. */
@Injectable()
export class ModerationRequestRepository extends TransactionalRepository {
  findById(id: number): Promise<ModerationRequest | null> {
    return this.dataSource.getRepository(ModerationRequest).findOneBy({ id });
  }

  /** The pending request a new one would replace: for a field, or for a held price's service and time of day. */
  findPending(where: FindOptionsWhere<ModerationRequest>, em: EntityManager = this.dataSource.manager): Promise<ModerationRequest | null> {
    return em.findOneBy(ModerationRequest, { ...where, status: 'pending' });
  }

  async markSuperseded(id: number, at: Date, em: EntityManager = this.dataSource.manager): Promise<void> {
    await em.update(ModerationRequest, { id }, { status: 'superseded', decidedAt: at });
  }

  /** A later save published this price itself: what was held for it is out of date. */
  async supersedePendingPrice(
    providerId: number,
    serviceId: number,
    timeBand: PriceTime,
    at: Date,
    em: EntityManager = this.dataSource.manager,
  ): Promise<void> {
    await em.update(ModerationRequest, { providerId, field: 'price', serviceId, timeBand, status: 'pending' }, { status: 'superseded', decidedAt: at });
  }

  create(request: NewModerationRequest, em: EntityManager = this.dataSource.manager): Promise<ModerationRequest> {
    return em.save(em.create(ModerationRequest, { ...request, status: 'pending', reason: null, decidedBy: null, decidedAt: null }));
  }

  async markDecided(
    id: number,
    decision: Pick<ModerationRequest, 'status' | 'reason' | 'decidedAt' | 'decidedBy'>,
    em: EntityManager = this.dataSource.manager,
  ): Promise<void> {
    await em.update(ModerationRequest, { id }, decision);
  }

  /** One provider's requests, newest first. */
  findForProvider(providerId: number, onlyPending: boolean): Promise<ModerationRequest[]> {
    return this.dataSource.getRepository(ModerationRequest).find({
      where: onlyPending ? { providerId, status: 'pending' } : { providerId },
      order: { requestedAt: 'DESC', id: 'DESC' },
    });
  }

  /** The team's queue: pending requests, oldest first. */
  findQueue(): Promise<ModerationRequest[]> {
    return this.dataSource.getRepository(ModerationRequest).find({ where: { status: 'pending' }, order: { requestedAt: 'ASC', id: 'ASC' } });
  }

  /** Changes waiting for the team (the console dashboard's count). */
  countPending(): Promise<number> {
    return this.dataSource.getRepository(ModerationRequest).countBy({ status: 'pending' });
  }

  async providerName(providerId: number): Promise<string | null> {
    const provider = await this.dataSource.getRepository(Provider).findOneBy({ id: providerId });
    return provider?.businessName ?? null;
  }

  async providerNames(ids: readonly number[], em: EntityManager = this.dataSource.manager): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await em.getRepository(Provider).find({ where: ids.map((id) => ({ id })), select: { id: true, businessName: true } });
    return new Map(rows.map((p) => [p.id, p.businessName]));
  }

  async serviceNames(ids: readonly number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const found = (await this.dataSource.query(`SELECT id, name FROM services WHERE id IN (${ids.map(() => '?').join(', ')})`, ids)) as Array<{
      id: number | string;
      name: string;
    }>;
    return new Map(found.map((s) => [Number(s.id), s.name]));
  }
}
