import { BadRequestException, Injectable } from '@nestjs/common';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditAction, type AuditChange, type AuditEntity, type AuditEventDto } from '@homeward/domain';
import { parseListQuery, type ListPage, type ListQueryParams, type ListSpec } from '../common/list-query.js';
import { AuditEventRepository, type AuditEventRow } from './audit-event.repository.js';
import { requestActor, type AuditActor } from './request-actor.js';
import type { FilterValueOf, ListTable } from '../common/list-page-query.js';
import type { AuditEvent } from './audit-event.entity.js';

/** The caller's transaction an event joins, as a repository hands it out. */
type Transaction = Parameters<Parameters<AuditEventRepository['transaction']>[0]>[0];

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
  constructor(private readonly events: AuditEventRepository) {}

  /** Records one event inside the caller's transaction, so it commits or rolls back with the change it describes. */
  async record(em: Transaction, input: AuditInput): Promise<void> {
    await this.recordMany(em, [input]);
  }

  async recordMany(em: Transaction, inputs: AuditInput[]): Promise<void> {
    if (inputs.length === 0) return;
    await this.events.insert(this.rows(inputs), em);
  }

  private rows(inputs: AuditInput[]): AuditEventRow[] {
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
  recordOne(em: Transaction, input: AuditInput): Promise<number> {
    return this.events.insertOne(this.rows([input])[0], em);
  }

  /** Outside any other change (a CSV export, a sign-in): its own short transaction. */
  recordAlone(input: AuditInput): Promise<void> {
    return this.events.transaction((em) => this.record(em, input));
  }

  async list(params: ListQueryParams): Promise<ListPage<AuditEventDto>> {
    const query = parseListQuery(params, AUDIT_LIST);
    const { items, total, skip } = await this.events.findPage(query, AUDIT_TABLE);
    return { items: items.map(toAuditEventDto), total, skip };
  }
}
