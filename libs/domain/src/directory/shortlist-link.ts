/**
 * The shortlist's share link: the saved providers, the ones being compared, the place and
 * the calculator's plan, packed into one URL-safe string that reopens the same page on another device. No
 * personal details: provider ids, a postcode or suburb, a classification and hours a week (never income).
 *
 * The checksum catches a link that was cut short or edited by hand (a mangled copy and paste, a typo): it is
 * not a signature, since anyone can make a valid link to any public providers and nothing in it is secret.
 */
import { CALCULATOR } from '../shared/constants.js';
import { fromBase64Url, toBase64Url } from '../shared/base64url.js';
import { SHORTLIST_LIMITS } from './shortlist-limits.js';
import type { SharedCalculation } from '../funding/share-link.js';

export { SHORTLIST_LIMITS };

/** The plan part of a calculator share link: the classification and the hours (units) a week per service id. */
export type ShortlistPlan = Pick<SharedCalculation, 'classification' | 'services'>;

export interface ShortlistLink {
  /** Saved providers, in the order saved (up to 8). */
  providerIds: number[];
  /** Those being compared (up to 4, each one saved). */
  compareIds: number[];
  /** A postcode or suburb. */
  near?: string;
  plan?: ShortlistPlan;
}

export type ShortlistLinkResult = { ok: true; value: ShortlistLink } | { ok: false; message: string };

export const SHORTLIST_LINK_MESSAGES = {
  empty: 'This link is empty. Ask for the link again.',
  oversized: 'This link is too long to be a Homeward shortlist link. Ask for the link again.',
  tampered: 'This link has been changed or cut short, so we cannot open it. Ask for the link again.',
  malformed: 'This is not a Homeward shortlist link we can read. Ask for the link again.',
  tooMany: `A shortlist holds up to ${SHORTLIST_LIMITS.maxSaved} providers and a comparison up to ${SHORTLIST_LIMITS.maxCompared}.`,
} as const;

const VERSION = 's1';

/** FNV-1a (32 bit) in base 36: small, the same in the browser and Node, and changes with any edited character. Exported for the tests. */
export function shortlistChecksum(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

const isId = (v: unknown): v is number => Number.isInteger(v) && (v as number) > 0 && (v as number) <= 2_147_483_647;
const isIdList = (v: unknown, max: number): v is number[] => Array.isArray(v) && v.length <= max && v.every(isId) && new Set(v).size === v.length;

/** Why a shortlist cannot be made into a link; null when it can. */
export function shortlistLinkError(link: ShortlistLink): string | null {
  if (!isIdList(link.providerIds, SHORTLIST_LIMITS.maxSaved) || !isIdList(link.compareIds, SHORTLIST_LIMITS.maxCompared))
    return SHORTLIST_LINK_MESSAGES.tooMany;
  if (!link.compareIds.every((id) => link.providerIds.includes(id))) return SHORTLIST_LINK_MESSAGES.malformed;
  if (link.near !== undefined && (typeof link.near !== 'string' || link.near.trim().length === 0 || link.near.length > SHORTLIST_LIMITS.maxNearChars))
    return SHORTLIST_LINK_MESSAGES.malformed;
  if (link.plan !== undefined && !isPlan(link.plan)) return SHORTLIST_LINK_MESSAGES.malformed;
  return null;
}

function isPlan(value: unknown): value is ShortlistPlan {
  if (!value || typeof value !== 'object') return false;
  const p = value as Record<string, unknown>;
  if (!isId(p.classification)) return false;
  if (!p.services || typeof p.services !== 'object' || Array.isArray(p.services)) return false;
  return Object.entries(p.services as Record<string, unknown>).every(
    ([id, perWeek]) => /^\d{1,9}$/.test(id) && typeof perWeek === 'number' && Number.isFinite(perWeek) && perWeek >= 0 && perWeek <= CALCULATOR.maxHours,
  );
}

/** The link's text ('s1.<data>.<checksum>'); throws for a shortlist shortlistLinkError refuses (a caller's mistake). */
export function encodeShortlistLink(link: ShortlistLink): string {
  const error = shortlistLinkError(link);
  if (error) throw new Error(error);
  // Short keys keep the link short enough to read out or paste into a text message.
  const compact: Record<string, unknown> = { p: link.providerIds, c: link.compareIds };
  if (link.near !== undefined) compact.n = link.near.trim();
  if (link.plan) compact.k = { c: link.plan.classification, s: link.plan.services };
  const data = toBase64Url(JSON.stringify(compact));
  return `${VERSION}.${data}.${shortlistChecksum(`${VERSION}.${data}`)}`;
}

/** Reads a link made by encodeShortlistLink; never throws: a clear message for an empty, oversized, edited or unreadable link. */
export function decodeShortlistLink(text: string | null | undefined): ShortlistLinkResult {
  const fail = (message: string): ShortlistLinkResult => ({ ok: false, message });
  if (typeof text !== 'string' || text.trim() === '') return fail(SHORTLIST_LINK_MESSAGES.empty);
  if (text.length > SHORTLIST_LIMITS.maxLinkChars) return fail(SHORTLIST_LINK_MESSAGES.oversized);
  const parts = text.trim().split('.');
  if (parts.length !== 3 || parts[0] !== VERSION || !/^[A-Za-z0-9_-]+$/.test(parts[1])) return fail(SHORTLIST_LINK_MESSAGES.malformed);
  if (shortlistChecksum(`${parts[0]}.${parts[1]}`) !== parts[2]) return fail(SHORTLIST_LINK_MESSAGES.tampered);
  let parsed: unknown;
  try {
    parsed = JSON.parse(fromBase64Url(parts[1]));
  } catch {
    return fail(SHORTLIST_LINK_MESSAGES.malformed);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return fail(SHORTLIST_LINK_MESSAGES.malformed);
  const d = parsed as Record<string, unknown>;
  const value: ShortlistLink = { providerIds: d.p as number[], compareIds: d.c as number[] };
  if (d.n !== undefined) value.near = d.n as string;
  if (d.k !== undefined) {
    const k = d.k as Record<string, unknown> | null;
    value.plan = { classification: k?.c as number, services: k?.s as Record<string, number> };
  }
  const error = shortlistLinkError(value);
  return error ? fail(error) : { ok: true, value };
}
