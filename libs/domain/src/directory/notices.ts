/**
 * Regulatory notices: what the Aged Care Quality and Safety Commission has done about a provider, as the
 * Homeward team records it from the Commission's own pages. Pure: the kinds and their
 * plain words, the checks on what an admin sends, which notices are current on a date, and the trust panel's
 * shape. "No current notices" is only said when the team has checked, with the date it checked.
 */
import { isIsoDate, type IsoDate } from '../shared/calendar.js';

/**
 * The Commission's enforcement actions under the Aged Care Act 2024 (from 1 November 2025) and the notices it
 * published under the 1997 Act before, in the Commission's own terms; `label` is what a family reads.
 */
export const NOTICE_KINDS = [
  { code: 'non-compliance', label: 'Notice of non-compliance', meaning: 'The Commission found the provider was not meeting its obligations.' },
  { code: 'compliance-notice', label: 'Compliance notice (notice to remedy)', meaning: 'The Commission told the provider to fix a problem by a set date.' },
  { code: 'infringement', label: 'Infringement notice', meaning: 'The Commission fined the provider for breaking an aged care rule.' },
  { code: 'sanction', label: 'Sanction', meaning: 'The Commission put limits on the provider, for example on taking new clients or on funding.' },
  {
    code: 'banning-order',
    label: 'Banning order',
    meaning: 'The Commission banned or restricted the provider from delivering some or all aged care services.',
  },
  {
    code: 'registration-suspended',
    label: 'Registration suspended',
    meaning: 'The Commission stopped the provider from delivering funded aged care for a time.',
  },
  { code: 'registration-revoked', label: 'Registration revoked', meaning: 'The Commission cancelled the provider’s registration to deliver funded aged care.' },
] as const;

export type NoticeKind = (typeof NOTICE_KINDS)[number]['code'];
export const NOTICE_KIND_CODES: readonly NoticeKind[] = NOTICE_KINDS.map((k) => k.code);

export function isNoticeKind(value: unknown): value is NoticeKind {
  return typeof value === 'string' && (NOTICE_KIND_CODES as readonly string[]).includes(value);
}

export function noticeKindLabel(kind: NoticeKind): string {
  return NOTICE_KINDS.find((k) => k.code === kind)?.label ?? kind;
}

/** The Commission's site: every notice link must point at one of its pages. */
export const COMMISSION_HOST = 'agedcarequality.gov.au';
export const COMMISSION_NAME = 'Aged Care Quality and Safety Commission';

export const NOTICE_LIMITS = {
  summaryMax: 500,
  linkMax: 500,
} as const;

/** A notice as the public reads it (GET /api/providers/:id/trust) and the console lists it. */
export interface Notice {
  id: number;
  kind: NoticeKind;
  kindLabel: string;
  /** YYYY-MM-DD: the date the Commission issued it. */
  issuedOn: IsoDate;
  /** Plain words, up to NOTICE_LIMITS.summaryMax characters. */
  summary: string;
  /** The Commission's page for it (https, agedcarequality.gov.au). */
  link: string;
  /** YYYY-MM-DD: the date it ended (was lifted, revoked or met); null while it is in force. */
  endedOn: IsoDate | null;
}

/** The console's view adds who recorded it and when. */
export interface AdminNoticeDto extends Notice {
  providerId: number;
  recordedBy: number;
  /** The admin's email, when the account still exists. */
  recordedByEmail: string | null;
  /** ISO instant. */
  recordedAt: string;
  updatedAt: string;
}

/** GET /api/admin/providers/:id/notices: the notices newest first, and the team's last check. */
export interface AdminProviderNoticesDto {
  providerId: number;
  noticesCheckedOn: IsoDate | null;
  noticesCheckedBy: number | null;
  noticesCheckedByEmail: string | null;
  notices: AdminNoticeDto[];
}

/** POST /api/admin/providers/:id/notices body; PATCH /api/admin/notices/:id takes any of these fields. */
export interface NoticeInput {
  kind: NoticeKind;
  issuedOn: IsoDate;
  summary: string;
  link: string;
  endedOn?: IsoDate | null;
}

/** GET /api/providers/:id/trust. */
export interface ProviderTrust {
  providerId: number;
  /** Registration categories (codes 1-6, ascending) from the listing; null: not known (a listing nobody has claimed). */
  registrationCategories: number[] | null;
  /** YYYY-MM-DD: when the team last checked the Commission's notices for this provider; null: never checked. */
  noticesCheckedOn: IsoDate | null;
  /** In force today, newest first. */
  currentNotices: Notice[];
  /** Ended, newest first. */
  pastNotices: Notice[];
}

/** True when the link is an https page on the Commission's site (or a subdomain of it). */
export function isCommissionLink(value: unknown): boolean {
  if (typeof value !== 'string' || value.length > NOTICE_LIMITS.linkMax) return false;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase();
  return url.protocol === 'https:' && !url.username && !url.password && (host === COMMISSION_HOST || host.endsWith(`.${COMMISSION_HOST}`));
}

export const NOTICE_MESSAGES = {
  kind: `must be one of: ${NOTICE_KIND_CODES.join(', ')}`,
  issuedOn: 'must be a date (YYYY-MM-DD), not after today',
  summary: `must be plain words, 1 to ${NOTICE_LIMITS.summaryMax} characters`,
  link: `must be an https link to the Commission's page on ${COMMISSION_HOST}`,
  endedOn: 'must be a date (YYYY-MM-DD) on or after issuedOn and not after today, or null while the notice is in force',
  notFound: (id: number) => `Notice ${id} not found`,
  providerNotFound: (id: number) => `Provider ${id} not found`,
} as const;

/**
 * Field errors of a notice as the admin sends it (whole for a create, partial for an edit, merged over the stored
 * notice by the caller), keyed by field; empty when valid. `today` is the Australian date: a notice cannot be
 * issued or end in the future.
 */
export function noticeErrors(input: Partial<Record<keyof NoticeInput, unknown>>, today: IsoDate): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!isNoticeKind(input.kind)) errors.kind = NOTICE_MESSAGES.kind;
  if (!isIsoDate(input.issuedOn) || input.issuedOn > today || Number.isNaN(Date.parse(input.issuedOn))) errors.issuedOn = NOTICE_MESSAGES.issuedOn;
  const summary = typeof input.summary === 'string' ? input.summary.trim() : '';
  if (!summary || summary.length > NOTICE_LIMITS.summaryMax) errors.summary = NOTICE_MESSAGES.summary;
  if (!isCommissionLink(input.link)) errors.link = NOTICE_MESSAGES.link;
  const ended = input.endedOn;
  if (ended !== undefined && ended !== null) {
    const afterIssue = typeof input.issuedOn !== 'string' || (typeof ended === 'string' && ended >= input.issuedOn);
    if (!isIsoDate(ended) || ended > today || !afterIssue || Number.isNaN(Date.parse(ended))) errors.endedOn = NOTICE_MESSAGES.endedOn;
  }
  return errors;
}

/** In force on `today`: not ended, or its end date is still to come (from its end date on, it no longer applies). */
export function isCurrentNotice(notice: Pick<Notice, 'endedOn'>, today: IsoDate): boolean {
  return notice.endedOn === null || notice.endedOn > today;
}

const newestFirst = (a: Notice, b: Notice): number => (a.issuedOn === b.issuedOn ? b.id - a.id : a.issuedOn < b.issuedOn ? 1 : -1);

/** The trust panel from a provider's notices on `today`. */
export function providerTrust(
  provider: { id: number; registrationCategories: number[] | null; noticesCheckedOn: IsoDate | null },
  notices: readonly Notice[],
  today: IsoDate,
): ProviderTrust {
  const sorted = [...notices].sort(newestFirst);
  return {
    providerId: provider.id,
    registrationCategories: provider.registrationCategories,
    noticesCheckedOn: provider.noticesCheckedOn,
    currentNotices: sorted.filter((n) => isCurrentNotice(n, today)),
    pastNotices: sorted.filter((n) => !isCurrentNotice(n, today)),
  };
}

/**
 * The trust panel's headline, answer first: current notices, else "no current notices" with the date checked,
 * else that we have not checked yet (never a silence that reads as "none").
 */
export type NoticeStanding = { kind: 'current'; count: number } | { kind: 'none-checked'; checkedOn: IsoDate } | { kind: 'not-checked' };

export function noticeStanding(trust: Pick<ProviderTrust, 'currentNotices' | 'noticesCheckedOn'>): NoticeStanding {
  if (trust.currentNotices.length > 0) return { kind: 'current', count: trust.currentNotices.length };
  if (trust.noticesCheckedOn) return { kind: 'none-checked', checkedOn: trust.noticesCheckedOn };
  return { kind: 'not-checked' };
}

/** The directory card's marker for a provider with a current notice. */
export const CURRENT_NOTICE_MARKER = 'Has a current notice from the regulator';
