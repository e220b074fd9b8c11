import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';

/**
 * A repository over the one DataSource that lets its caller run several of its writes in one transaction
 * (the write methods take that transaction's manager).
 */
export abstract class TransactionalRepository {
  constructor(@InjectDataSource() protected readonly dataSource: DataSource) {}

  transaction<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }
}
