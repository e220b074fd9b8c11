import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditAction, type AuditChange, type AuditEntity, type AuditEventDto } from '@homeward/domain';
import { fetchListPage, type FilterValueOf, type ListTable } from '../common/list-page-query.js';
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

type AuditFilter = 'actorId' | 'actorEmail' | 'entity' | 'entityId' | 'action' | 'from' | 'to';

export const AUDIT_LIST: ListSpec<AuditFilter> = {
  sortable: ['id', 'at'],
  defaultSort: { field: 'id', order: 'DESC' },
  filters: ['actorId', 'actorEmail', 'entity', 'entityId', 'action', 'from', 'to'],
  maxPageSize: 500,
};

function positiveWhole(value: unknown, name: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new BadRequestException(`filter.${name} must be a positive whole number`);
  return n;
}

function oneOf(allowed: readonly string[]): FilterValueOf {
  return (value, name) => {
    if (!allowed.includes(String(value))) throw new BadRequestException(`filter.${name} must be one of: ${allowed.join(', ')}`);
    return String(value);
  };
}

const AUDIT_TABLE: ListTable<AuditFilter> = {
  alias: 'a',
  equalityFilters: {
    actorId: positiveWhole,
    actorEmail: (value) => String(value).trim().toLowerCase(),
    entity: oneOf(AUDIT_ENTITIES),
    entityId: positiveWhole,
    action: oneOf(AUDIT_ACTIONS),
  },
  dateColumn: 'at',
};

export function toAuditEventDto(e: AuditEvent): AuditEventDto {
  return {
    id: e.id,
    at: new Date(e.at).toISOString(),
    actorId: e.actorId,
    actorEmail: e.actorEmail,
    actorKind: e.actorKind,
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
    const rows = this.rows(inputs);
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

  private rows(inputs: AuditInput[]) {
    const fallback = requestActor();
    const at = new Date();
    return inputs.map((input) => {
      const actor = input.actor === undefined ? fallback : input.actor;
      return {
        at,
        actorId: actor?.id ?? null,
        actorEmail: actor?.email ?? null,
        actorKind: actor?.id === null || actor?.id === undefined ? null : (actor.kind ?? 'admin'),
        action: input.action,
        entity: input.entity,
        entityId: input.entityId ?? null,
        changes: input.changes && Object.keys(input.changes).length > 0 ? input.changes : null,
        reason: input.reason ?? null,
      };
    });
  }

  /** Records one event and answers its id (an email about the event, queued in the same transaction, names it). */
  async recordOne(em: EntityManager, input: AuditInput): Promise<number> {
    const result = await em
      .createQueryBuilder()
      .insert()
      .into(AuditEvent)
      .values(this.rows([input])[0] as never)
      .execute();
    return Number((result.identifiers[0] as { id: number }).id);
  }

  /** Outside any other change (a CSV export, a sign-in): its own short transaction. */
  recordAlone(input: AuditInput): Promise<void> {
    return this.dataSource.transaction((em) => this.record(em, input));
  }

  async list(params: ListQueryParams): Promise<ListPage<AuditEventDto>> {
    const query = parseListQuery(params, AUDIT_LIST);
    const { items, total, skip } = await fetchListPage(this.dataSource.getRepository(AuditEvent).createQueryBuilder(AUDIT_TABLE.alias), query, AUDIT_TABLE);
    return { items: items.map(toAuditEventDto), total, skip };
  }
}
