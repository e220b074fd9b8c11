import type { AuditAction, AuditChange, AuditEntity, AuditEventDto } from '@homeward/domain';

export const ACTION_LABELS: Record<AuditAction, string> = {
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  import: 'CSV import',
  activate: 'Activated',
  deactivate: 'Deactivated',
  password_reset: 'Password set by an admin',
  password_change: 'Own password changed',
  erase: 'Personal details erased',
  retention_erase: 'Erased after the retention period',
  export: 'CSV export',
  login: 'Signed in',
  login_failed: 'Sign-in failed',
  second_factor_enrol: 'Two-step sign-in set up',
  second_factor_reset: 'Two-step sign-in reset by an admin',
  recovery_code_used: 'Signed in with a recovery code',
  invite: 'Invited',
  resend: 'Invitation sent again',
  revoke: 'Invitation revoked',
  accept: 'Invitation accepted',
  approve: 'Approved',
  decline: 'Declined',
};

export const ENTITY_LABELS: Record<AuditEntity, string> = {
  provider: 'Provider',
  admin_user: 'Admin user',
  calculator_lead: 'Calculator lead',
  provider_lead: 'Provider lead',
  session: 'Sign-in',
  export: 'Export',
  partner_user: 'Provider user',
  partner_invitation: 'Provider user invitation',
  moderation_request: 'Listing change request',
  provider_claim: 'Listing claim',
  provider_notice: 'Regulator notice',
};

const TIME_WORDS: Record<string, string> = { evening: 'evening', saturday: 'Saturday', sunday: 'Sunday', publicHoliday: 'public holiday' };

/** A price-list row ("Nursing care $152.50, Sunday $210.00"); any other object as its JSON. */
const showItem = (item: unknown): string => {
  if (typeof item !== 'object' || item === null) return String(item);
  const row = item as Record<string, unknown>;
  if (typeof row.serviceName !== 'string' || row.standard === undefined) return JSON.stringify(item);
  const times = Object.entries(TIME_WORDS)
    .filter(([key]) => row[key] !== null && row[key] !== undefined)
    .map(([key, word]) => `${word} $${row[key]}`);
  return [`${row.serviceName} $${row.standard}`, ...times].join(', ');
};

const show = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (Array.isArray(value))
    return value.length === 0 ? '(none)' : value.map(showItem).join(value.some((v) => typeof v === 'object' && v !== null) ? '; ' : ', ');
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return String(value);
};

/** One line per changed field: "rating: 4.2 → 4.8", or "email: changed" for details never copied into the trail. */
export function describeChanges(changes: Record<string, AuditChange> | null): string[] {
  if (!changes) return [];
  return Object.entries(changes).map(([field, change]) =>
    typeof change === 'string' ? `${field}: changed` : `${field}: ${show(change.before)} → ${show(change.after)}`,
  );
}

export function describeRecord(event: Pick<AuditEventDto, 'entity' | 'entityId'>): string {
  return `${ENTITY_LABELS[event.entity] ?? event.entity}${event.entityId !== null ? ` #${event.entityId}` : ''}`;
}

export function describeActor(event: Pick<AuditEventDto, 'actorEmail' | 'actorId' | 'action'>): string {
  if (event.actorEmail) return event.actorEmail;
  return event.action === 'retention_erase' ? 'System (retention)' : 'System';
}
