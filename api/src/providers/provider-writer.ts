import { Injectable } from '@nestjs/common';
import type { AdminProviderDto } from '@homeward/domain';
import { AuditService } from '../audit/audit.service.js';
import { DirectoryChanges } from '../shared-state/directory-changes.js';
import { ProviderAdminReads } from './provider-admin-reads.js';
import { providerAuditChanges } from './provider-audit.js';
import { createProviders, updateProviders, type ListingMarks, type ProviderUpdate } from './provider-writes.js';
import { ProviderRepository, type ProviderTransaction } from './provider.repository.js';
import type { CreateProviderDto, UpdateProviderDto } from './dto/create-provider.dto.js';

/** The writes of one transaction (ProviderWriter.transaction): each notes the providers it wrote. */
export interface ProviderWrites {
  readonly em: ProviderTransaction;
  create(dtos: readonly CreateProviderDto[], auditReason?: string): Promise<number[]>;
  update(updates: readonly ProviderUpdate[], auditReason?: string): Promise<void>;
}

/**
 * The one way to write a provider (the admin form, the CSV import, price-list saves; partner saves call it
 * too). Every write is audited in its transaction and, once committed, announced as one "directory changed"
 * event naming the providers written (DirectoryChanges): the search cache and the
 * provider pages, on every instance, drop what they held.
 */
@Injectable()
export class ProviderWriter {
  constructor(
    private readonly providers: ProviderRepository,
    private readonly audit: AuditService,
    private readonly changes: DirectoryChanges,
    private readonly reads: ProviderAdminReads,
  ) {}

  async create(dto: CreateProviderDto): Promise<AdminProviderDto> {
    const [id] = await this.transaction((writes) => writes.create([dto]));
    return this.reads.get(id);
  }

  /**
   * Changes one provider (fields absent: unchanged; `prices` replaces its price list); 404 for an unknown id.
   * `marks`: listing dates the server sets with it (the portal's saves mark the listing confirmed).
   */
  async update(id: number, dto: UpdateProviderDto, auditReason?: string, marks?: ListingMarks): Promise<AdminProviderDto> {
    await this.transaction((writes) => writes.update([{ id, dto, marks }], auditReason));
    return this.reads.get(id);
  }

  async remove(id: number): Promise<AdminProviderDto> {
    const provider = await this.reads.get(id);
    await this.providers.transaction(async (em) => {
      await this.providers.delete(id, em);
      await this.audit.record(em, { action: 'delete', entity: 'provider', entityId: id, changes: providerAuditChanges(provider, null) });
    });
    await this.changes.announce({ providerIds: [id] });
    return provider;
  }

  /**
   * Many writes in one transaction (the CSV import), with whatever else the caller records in it; after
   * the commit one event names every provider written. Nothing is announced when the work throws.
   */
  async transaction<T>(work: (writes: ProviderWrites) => Promise<T>): Promise<T> {
    const written: number[] = [];
    const result = await this.providers.transaction((em) =>
      work({
        em,
        create: async (dtos, auditReason) => {
          const ids = await createProviders(this.providers, em, this.audit, dtos, auditReason);
          written.push(...ids);
          return ids;
        },
        update: async (updates, auditReason) => {
          await updateProviders(this.providers, em, this.audit, updates, auditReason);
          written.push(...updates.map((u) => u.id));
        },
      }),
    );
    if (written.length > 0) await this.changes.announce({ providerIds: [...new Set(written)] });
    return result;
  }
}
