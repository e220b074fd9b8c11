import { auditChanges, type AdminProviderDto, type AuditAction, type AuditChange } from '@homeward/domain';

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
