import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditAction, type AuditChange, type AuditEntity, type AuditEventDto } from '@homeward/domain';
import { applyDateRange } from '../common/date-range-filter.js';
import { parseListQuery, type ListPage, type ListQueryParams, type ListSpec } from '../common/list-query.js';
import { AuditEvent } from './audit-event.entity.js';
import { requestActor, type AuditActor } from './request-actor.js';
import type { DataSource, EntityManager } from 'typeorm';

export interface AuditInput {
  action: AuditAction;
  entity: AuditEntity;
  entityId?: number | null;
  changes?: Record<string, AuditChange> | null;
  reason?: string | null;
  /** Defaults to the signed-in admin of the current request. */
  actor?: AuditActor | null;
}

export const AUDIT_LIST: ListSpec<'actorId' | 'actorEmail' | 'entity' | 'entityId' | 'action' | 'from' | 'to'> = {
  sortable: ['id', 'at'],
  defaultSort: { field: 'id', order: 'DESC' },
  filters: ['actorId', 'actorEmail', 'entity', 'entityId', 'action', 'from', 'to'],
  maxPageSize: 500,
};

export function toAuditEventDto(e: AuditEvent): AuditEventDto {
  return {
    id: e.id,
    at: new Date(e.at).toISOString(),
    actorId: e.actorId,
    actorEmail: e.actorEmail,
    action: e.action,
    entity: e.entity,
    entityId: e.entityId,
    changes: e.changes,
    reason: e.reason,
  };
}

/** The audit trail: written inside the caller's transaction, read by GET /api/admin/audit. No update, no delete. */
@Injectable()
export class AuditService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Records one event with the caller's EntityManager, so it commits or rolls back with the change it describes. */
  async record(em: EntityManager, input: AuditInput): Promise<void> {
    await this.recordMany(em, [input]);
  }

  async recordMany(em: EntityManager, inputs: AuditInput[]): Promise<void> {
    if (inputs.length === 0) return;
    const fallback = requestActor();
    const at = new Date();
    const rows = inputs.map((input) => {
      const actor = input.actor === undefined ? fallback : input.actor;
      return {
        at,
        actorId: actor?.id ?? null,
        actorEmail: actor?.email ?? null,
        action: input.action,
        entity: input.entity,
        entityId: input.entityId ?? null,
        changes: input.changes && Object.keys(input.changes).length > 0 ? input.changes : null,
        reason: input.reason ?? null,
      };
    });
    // Chunks keep each INSERT well under placeholder limits (SQLite 32k, MySQL 65k).
    for (let i = 0; i < rows.length; i += 500) {
      await em
        .createQueryBuilder()
        .insert()
        .into(AuditEvent)
        .values(rows.slice(i, i + 500) as never)
        .execute();
    }
  }

  /** Outside any other change (a CSV export, a sign-in): its own short transaction. */
  recordAlone(input: AuditInput): Promise<void> {
    return this.dataSource.transaction((em) => this.record(em, input));
  }

  async list(params: ListQueryParams): Promise<ListPage<AuditEventDto>> {
    const query = parseListQuery(params, AUDIT_LIST);
    const qb = this.dataSource.getRepository(AuditEvent).createQueryBuilder('a');
    if (query.ids) qb.andWhere('a.id IN (:...ids)', { ids: query.ids });
    const { actorId, actorEmail, entity, entityId, action, from, to } = query.filter;
    if (actorId !== undefined) qb.andWhere('a.actorId = :actorId', { actorId: this.int(actorId, 'actorId') });
    if (actorEmail !== undefined) qb.andWhere('a.actorEmail = :actorEmail', { actorEmail: String(actorEmail).trim().toLowerCase() });
    if (entity !== undefined) {
      if (!AUDIT_ENTITIES.includes(String(entity) as AuditEntity)) throw new BadRequestException(`filter.entity must be one of: ${AUDIT_ENTITIES.join(', ')}`);
      qb.andWhere('a.entity = :entity', { entity: String(entity) });
    }
    if (entityId !== undefined) qb.andWhere('a.entityId = :entityId', { entityId: this.int(entityId, 'entityId') });
    if (action !== undefined) {
      if (!AUDIT_ACTIONS.includes(String(action) as AuditAction)) throw new BadRequestException(`filter.action must be one of: ${AUDIT_ACTIONS.join(', ')}`);
      qb.andWhere('a.action = :action', { action: String(action) });
    }
    applyDateRange(qb, 'a.at', { from, to });
    // Newest first; id breaks ties between events of one transaction (same timestamp).
    qb.orderBy(`a.${query.sort.field}`, query.sort.order).addOrderBy('a.id', query.sort.order);
    if (query.take !== undefined) qb.skip(query.skip).take(query.take);
    const [items, total] = await qb.getManyAndCount();
    return { items: items.map(toAuditEventDto), total, skip: query.skip };
  }

  private int(value: unknown, name: string): number {
    const n = Number(value);
    if (!Number.isInteger(n) || n < 1) throw new BadRequestException(`filter.${name} must be a positive whole number`);
    return n;
  }
}
