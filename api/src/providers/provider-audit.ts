import { In, type EntityManager } from 'typeorm';
import { auditChanges, type AdminProviderDto, type AuditAction, type AuditChange } from '@homeward/domain';
import { Provider } from './entities/provider.entity.js';
import { readPriceLists } from './prices/price-lists.js';
import { toAdminProvider } from './provider-records.js';

/** Providers per read of many (an IN list well under every driver's limit). */
export const READ_BATCH = 500;

/** Bookkeeping fields that change on every save and say nothing about what an admin did. */
const IGNORED = ['id', 'createdAt', 'updatedAt'] as const;

/** Before/after of every provider field an admin changed (providers hold business contact details only). */
export function providerAuditChanges(before: AdminProviderDto | null, after: AdminProviderDto | null): Record<string, AuditChange> {
  return auditChanges(before as Record<string, unknown> | null, after as Record<string, unknown> | null, { ignored: IGNORED });
}

/** The grid's toggles and a plain edit read apart in the trail. */
export function providerUpdateAction(changes: Record<string, AuditChange>): AuditAction {
  const keys = Object.keys(changes);
  if (keys.length === 1 && keys[0] === 'isActive') {
    const change = changes.isActive;
    return typeof change === 'object' && change.after === true ? 'activate' : 'deactivate';
  }
  return 'update';
}

/**
 * The providers as the admin sees them, read inside the write's transaction: the audit trail's before and
 * after of a write (two reads per batch). Absent ids are not in the map.
 */
export async function auditViews(em: EntityManager, ids: readonly number[]): Promise<Map<number, AdminProviderDto>> {
  const out = new Map<number, AdminProviderDto>();
  for (let start = 0; start < ids.length; start += READ_BATCH) {
    const batch = ids.slice(start, start + READ_BATCH);
    const rows = await em.find(Provider, { where: { id: In(batch) }, relations: { services: true, serviceAreas: true } });
    const prices = await readPriceLists(em, batch);
    for (const row of rows) out.set(row.id, toAdminProvider(row, prices.get(row.id)));
  }
  return out;
}
