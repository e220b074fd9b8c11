import { Injectable } from '@nestjs/common';
import { In, IsNull, LessThan, type DeepPartial, type EntityManager, type FindOptionsWhere } from 'typeorm';
import { TransactionalRepository } from '../common/transactional-repository.js';
import { fetchListPage, type ListTable } from '../common/list-page-query.js';
import type { ListPage, ListQuery } from '../common/list-query.js';
import type { LeadBase } from './entities/lead-base.js';

/** Which lead table: CalculatorLead or ProviderLead (LeadKindDescriptor.entity). */
export type LeadEntity<E extends LeadBase> = new () => E;

/** A lead's erasure state, read before an erasure. */
export interface LeadErasureState {
  id: number;
  erasedAt: Date | null;
}

/**
 * The reads and writes written once over both kinds of lead (calculator and provider): intake, the team's lists,
 * follow-up, erasure and retention. What only a provider lead has (outcomes, reminders, held requests) is in
 * ProviderLeadRepository.
 */
@Injectable()
export class LeadRepository extends TransactionalRepository {
  /** A new, unsaved lead of this kind. */
  build<E extends LeadBase>(entity: LeadEntity<E>, fields: DeepPartial<E>): E {
    return this.dataSource.getRepository(entity).create(fields);
  }

  save<E extends LeadBase>(entity: LeadEntity<E>, lead: E, em: EntityManager = this.dataSource.manager): Promise<E> {
    return em.getRepository(entity).save(lead);
  }

  findPage<E extends LeadBase, F extends string>(entity: LeadEntity<E>, query: ListQuery<F>, table: ListTable<F>): Promise<ListPage<E>> {
    return fetchListPage(this.dataSource.getRepository(entity).createQueryBuilder(table.alias), query, table);
  }

  findById<E extends LeadBase>(entity: LeadEntity<E>, id: number, em: EntityManager = this.dataSource.manager): Promise<E | null> {
    return em.getRepository(entity).findOneBy({ id } as FindOptionsWhere<E>);
  }

  exists(entity: LeadEntity<LeadBase>, id: number): Promise<boolean> {
    return this.dataSource.getRepository(entity).existsBy({ id });
  }

  findErasureStates(entity: LeadEntity<LeadBase>, ids: number[], em: EntityManager = this.dataSource.manager): Promise<LeadErasureState[]> {
    return em.getRepository(entity).find({ where: { id: In(ids) }, select: { id: true, erasedAt: true } });
  }

  /** Replaces the personal fields of these leads (those not erased yet) with `values`; answers how many rows changed. */
  async erase(
    entity: LeadEntity<LeadBase>,
    ids: number[],
    values: Record<string, string | boolean | null>,
    em: EntityManager = this.dataSource.manager,
  ): Promise<number | undefined> {
    const result = await em
      .createQueryBuilder()
      .update(entity)
      .set({ ...values, erasedAt: new Date(), updatedAt: new Date() } as never)
      .where({ id: In(ids), erasedAt: IsNull() })
      .execute();
    return result.affected;
  }

  /** The oldest leads created before `cutoff` and not erased yet, up to `limit` of them (the retention sweep's batch). */
  async findIdsToRetire(entity: LeadEntity<LeadBase>, cutoff: Date, limit: number): Promise<number[]> {
    const batch = await this.dataSource.getRepository(entity).find({
      select: { id: true },
      where: { createdAt: LessThan(cutoff), erasedAt: IsNull() },
      order: { id: 'ASC' },
      take: limit,
    });
    return batch.map((r) => r.id);
  }
}
