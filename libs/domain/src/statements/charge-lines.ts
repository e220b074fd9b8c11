/**
 * Statement lines that are not one of the catalogue's services: care management, a fee the rules do not allow,
 * or a line we could not read. None is ever dropped: a statement checked without one of its lines could say
 * "nothing to ask about" while money on it went unexplained.
 */
import type { IsoDate } from '../shared/calendar.js';

/** What a charge line is, read from how the statement describes it. */
export type ChargeKind = 'care-management' | 'package-management-fee' | 'travel-fee' | 'entry-or-exit-fee' | 'unknown';

/** The fees a charge line can be, when the rules do not allow it. */
export type FeeKind = Exclude<ChargeKind, 'care-management' | 'unknown'>;

/** A statement line that is not a catalogue service, as the statement says it. */
export interface ChargeLine {
  kind: 'charge';
  /** The line's words as the statement has them ("Package admin fee"). */
  description: string;
  /** Null when the line has no date we could read. */
  date: IsoDate | null;
  /** Null when no amount could be read from the line. */
  amountCents: number | null;
  contributionCents: number;
  /** Why it was not read as a service, when it came from a pasted row. */
  reason?: string;
}

/** Providers may not charge package management, travel, admin, entry or exit fees: each service price includes its costs. */
export const FEES_NOT_ALLOWED = {
  value:
    'Providers may not charge separate package management, travel or admin fees. Each service price must include all delivery costs. There are no entry or exit fees.',
  source: 'My Aged Care: Support at Home pricing changes',
  sourceUrl: 'https://myagedcare.gov.au/news-and-updates/support-home-pricing-changes',
  asOf: '2025-03-25',
  reviewBy: '2027-07-01',
} as const;

/** Each fee's name in a sentence ("a package management or admin fee"). */
export const FEE_WORDS: Readonly<Record<FeeKind, string>> = {
  'package-management-fee': 'a package management or admin fee',
  'travel-fee': 'a travel fee',
  'entry-or-exit-fee': 'an entry or exit fee',
};

// Checked in this order: "case management" is care management's old name (Home Care Packages), and a fee's
// words win over a service's, so "Personal care travel" is a travel fee, not personal care.
const CHARGE_WORDS: ReadonlyArray<[Exclude<ChargeKind, 'unknown'>, RegExp]> = [
  ['entry-or-exit-fee', /\b(exit|entry|establishment|exiting|leaving|departure|termination)\b.*\b(fee|charge|cost)s?\b|\b(exit|entry|establishment)\s*fee/i],
  ['travel-fee', /^(?!.*transport).*\b(travel(l?ing)?|kms?|kilomet(re|er)s?|mileage)\b/i],
  [
    'package-management-fee',
    /\b(package|admin(istration)?|account(ing)?|management)\b.*\b(fee|charge|cost|levy)s?\b|\bpackage\s+(management|admin(istration)?)\b|\badmin(istration)?\b/i,
  ],
  ['care-management', /\b(care|case)\s*(management|manager|coordination|coordinator)\b/i],
];

/** 'Package admin fee' -> 'package-management-fee'; 'Care management' -> 'care-management'; 'Dog walking' -> 'unknown'. */
export function classifyCharge(description: string): ChargeKind {
  const text = description.trim();
  // "Care management fee" is care management: the fee words alone do not make it a package fee.
  if (CHARGE_WORDS[3][1].test(text) && !/\bpackage\b/i.test(text)) return 'care-management';
  return CHARGE_WORDS.find(([, words]) => words.test(text))?.[0] ?? 'unknown';
}

/** True for a fee the rules do not allow (not care management, not an unknown line). */
export function isFeeNotAllowed(kind: ChargeKind): kind is FeeKind {
  return kind !== 'care-management' && kind !== 'unknown';
}

/** A statement line of either sort: a catalogue service (no kind, or 'service') or a charge line. */
export function isChargeLine(line: { kind?: 'service' | 'charge' }): line is ChargeLine {
  return line.kind === 'charge';
}
