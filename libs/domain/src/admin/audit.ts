/** The audit trail's vocabulary, shared by the API (which writes it) and the console (which shows it). */
export const AUDIT_ENTITIES = [
  'provider',
  'admin_user',
  'calculator_lead',
  'provider_lead',
  'session',
  'export',
  'partner_user',
  'partner_invitation',
  'moderation_request',
  'provider_claim',
  'provider_notice',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'import',
  'activate',
  'deactivate',
  'password_reset',
  'password_change',
  'erase',
  'retention_erase',
  'export',
  'login',
  'login_failed',
  'second_factor_enrol',
  'second_factor_reset',
  'recovery_code_used',
  'invite',
  'resend',
  'revoke',
  'accept',
  'approve',
  'decline',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Which door the actor came through: an admin, or a provider user (the portal). Ids are per door. */
export const AUDIT_ACTOR_KINDS = ['admin', 'partner'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

/** A changed field: its value before and after, or CHANGED_MARKER when the value is personal or secret. */
export type AuditChange = { before: unknown; after: unknown } | typeof CHANGED_MARKER;
export const CHANGED_MARKER = 'changed';

export interface AuditEventDto {
  id: number;
  at: string;
  actorId: number | null;
  actorEmail: string | null;
  /** The door the actor came through (null: the system, or a failed sign-in at the admin door). */
  actorKind: AuditActorKind | null;
  action: AuditAction;
  entity: AuditEntity;
  entityId: number | null;
  changes: Record<string, AuditChange> | null;
  reason: string | null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields that differ between two snapshots, as before/after pairs. Fields in `redacted` are reported
 * as CHANGED_MARKER only (personal details, secrets), and fields in `ignored` never appear.
 */
export function auditChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  options: { redacted?: readonly string[]; ignored?: readonly string[] } = {},
): Record<string, AuditChange> {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: Record<string, AuditChange> = {};
  for (const key of keys) {
    if (options.ignored?.includes(key)) continue;
    const b = before ? before[key] : undefined;
    const a = after ? after[key] : undefined;
    if (same(b, a)) continue;
    changes[key] = options.redacted?.includes(key) ? CHANGED_MARKER : { before: b ?? null, after: a ?? null };
  }
  return changes;
}
