import { Injectable } from '@nestjs/common';
import { TransactionalRepository } from '../common/transactional-repository.js';
import { fetchListPage, type ListTable } from '../common/list-page-query.js';
import { AuditEvent } from './audit-event.entity.js';
import type { ListPage, ListQuery } from '../common/list-query.js';
import type { EntityManager } from 'typeorm';

/** An event as written: every column but the generated id. */
export type AuditEventRow = Omit<AuditEvent, 'id'>;

/** Rows per INSERT: well under the placeholder limits (SQLite 32k, MySQL 65k). */
const ROWS_PER_INSERT = 500;

/** The audit trail's table: appended to inside the caller's transaction, read a page at a time. No update, no delete. */
@Injectable()
export class AuditEventRepository extends TransactionalRepository {
  async insert(rows: AuditEventRow[], em: EntityManager = this.dataSource.manager): Promise<void> {
    for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
      await em
        .createQueryBuilder()
        .insert()
        .into(AuditEvent)
        .values(rows.slice(i, i + ROWS_PER_INSERT) as never)
        .execute();
    }
  }

  /** Inserts one event and answers its id. */
  async insertOne(row: AuditEventRow, em: EntityManager = this.dataSource.manager): Promise<number> {
    const result = await em
      .createQueryBuilder()
      .insert()
      .into(AuditEvent)
      .values(row as never)
      .execute();
    return Number((result.identifiers[0] as { id: number }).id);
  }

  findPage<F extends string>(query: ListQuery<F>, table: ListTable<F>): Promise<ListPage<AuditEvent>> {
    return fetchListPage(this.dataSource.getRepository(AuditEvent).createQueryBuilder(table.alias), query, table);
  }
}
