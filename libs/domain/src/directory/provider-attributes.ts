/**
 * What a provider offers beyond services: the languages its staff speak,
 * the groups with diverse needs it serves, whether it is taking new clients, and the Commission
 * registration categories it holds. Fixed lists: the API refuses anything else, the web apps show the
 * labels, and the search stores each list as a bit mask (an entry's `bit` never changes; add new
 * entries at the end, at most MAX_ATTRIBUTE_BITS per list, so a mask fits a signed 32-bit INT).
 */

export const MAX_ATTRIBUTE_BITS = 31;

export interface AttributeOption<C extends string | number = string> {
  code: C;
  /** Plain words, as a card or filter shows them. */
  label: string;
  /** Position in the stored mask: fixed for ever. */
  bit: number;
}

/**
 * English, Auslan, then the languages other than English most used at home in Australia (ABS Census
 * 2021, in that order for the first ten: Mandarin, Arabic, Vietnamese, Cantonese, Punjabi, Greek,
 * Italian, Hindi, Spanish, Nepali), then languages of large older migrant communities that the
 * Census also counts in the tens of thousands (Tagalog/Filipino, Korean, Urdu, Persian, Turkish,
 * Macedonian, Croatian, Serbian, German, Polish, Maltese, Tamil). Codes are ISO 639 (639-3 where
 * 639-1 has none or lumps the Chinese languages together).
 */
export const PROVIDER_LANGUAGES = [
  { code: 'en', label: 'English', bit: 0 },
  { code: 'asf', label: 'Auslan (Australian sign language)', bit: 1 },
  { code: 'cmn', label: 'Mandarin', bit: 2 },
  { code: 'ar', label: 'Arabic', bit: 3 },
  { code: 'vi', label: 'Vietnamese', bit: 4 },
  { code: 'yue', label: 'Cantonese', bit: 5 },
  { code: 'pa', label: 'Punjabi', bit: 6 },
  { code: 'el', label: 'Greek', bit: 7 },
  { code: 'it', label: 'Italian', bit: 8 },
  { code: 'hi', label: 'Hindi', bit: 9 },
  { code: 'es', label: 'Spanish', bit: 10 },
  { code: 'ne', label: 'Nepali', bit: 11 },
  { code: 'tl', label: 'Tagalog (Filipino)', bit: 12 },
  { code: 'ko', label: 'Korean', bit: 13 },
  { code: 'ur', label: 'Urdu', bit: 14 },
  { code: 'fa', label: 'Persian (Farsi or Dari)', bit: 15 },
  { code: 'tr', label: 'Turkish', bit: 16 },
  { code: 'mk', label: 'Macedonian', bit: 17 },
  { code: 'hr', label: 'Croatian', bit: 18 },
  { code: 'sr', label: 'Serbian', bit: 19 },
  { code: 'de', label: 'German', bit: 20 },
  { code: 'pl', label: 'Polish', bit: 21 },
  { code: 'mt', label: 'Maltese', bit: 22 },
  { code: 'ta', label: 'Tamil', bit: 23 },
] as const satisfies readonly AttributeOption[];

export type LanguageCode = (typeof PROVIDER_LANGUAGES)[number]['code'];
export const LANGUAGE_CODES: readonly LanguageCode[] = PROVIDER_LANGUAGES.map((l) => l.code);

/**
 * The groups the Aged Care Act names as having diverse or special needs (Aged Care Act 1997 s 11-3,
 * carried into the Aged Care Act 2024's statement of principles and the Aged Care Diversity Framework),
 * plus people living with dementia, whom families ask about most.
 */
export const DIVERSE_NEEDS = [
  { code: 'first-nations', label: 'Aboriginal and Torres Strait Islander people', bit: 0 },
  { code: 'cald', label: 'People from different cultures and languages', bit: 1 },
  { code: 'rural-remote', label: 'People in rural or remote areas', bit: 2 },
  { code: 'veterans', label: 'Veterans and war widows', bit: 3 },
  { code: 'homeless', label: 'People who are homeless or at risk of homelessness', bit: 4 },
  { code: 'care-leavers', label: 'Care leavers (Forgotten Australians, Former Child Migrants, Stolen Generations)', bit: 5 },
  { code: 'forced-separation', label: 'Parents separated from their children by forced adoption or removal', bit: 6 },
  { code: 'lgbti', label: 'Lesbian, gay, bisexual, trans and gender diverse, and intersex (LGBTI) people', bit: 7 },
  { code: 'dementia', label: 'People living with dementia', bit: 8 },
] as const satisfies readonly AttributeOption[];

export type DiverseNeedCode = (typeof DIVERSE_NEEDS)[number]['code'];
export const DIVERSE_NEED_CODES: readonly DiverseNeedCode[] = DIVERSE_NEEDS.map((d) => d.code);

/**
 * The Aged Care Quality and Safety Commission's 6 provider registration categories under the Aged Care
 * Act 2024 (from 1 November 2025). A provider may only deliver funded services in the categories it
 * is registered in; Support at Home providers hold some of 1-5.
 */
export const REGISTRATION_CATEGORIES = [
  { code: 1, label: 'Home and community services', bit: 0 },
  { code: 2, label: 'Equipment and home changes (assistive technology and home modifications)', bit: 1 },
  { code: 3, label: 'Advice and support services', bit: 2 },
  { code: 4, label: 'Personal care and care support at home or in the community', bit: 3 },
  { code: 5, label: 'Nursing and transition care', bit: 4 },
  { code: 6, label: 'Residential care', bit: 5 },
] as const satisfies readonly AttributeOption<number>[];

export type RegistrationCategory = (typeof REGISTRATION_CATEGORIES)[number]['code'];
export const REGISTRATION_CATEGORY_CODES: readonly RegistrationCategory[] = REGISTRATION_CATEGORIES.map((c) => c.code);

export const ACCEPTING_NEW_CLIENTS = ['yes', 'waitlist', 'no'] as const;
export type AcceptingNewClients = (typeof ACCEPTING_NEW_CLIENTS)[number];

/** How a card says it; the date it was last confirmed goes beside it. */
export const ACCEPTING_LABELS: Readonly<Record<AcceptingNewClients, string>> = {
  yes: 'Taking new clients',
  waitlist: 'Has a waiting list',
  no: 'Not taking new clients',
};

/** The filter's wording (a question the visitor answers). */
export const ACCEPTING_FILTER_LABELS: Readonly<Record<AcceptingNewClients, string>> = {
  yes: 'Taking new clients now',
  waitlist: 'Has a waiting list',
  no: 'Not taking new clients',
};

/** Where each list comes from (the docs repeat these). */
export const PROVIDER_ATTRIBUTE_SOURCES = {
  languages: 'https://www.abs.gov.au/statistics/people/people-and-communities/cultural-diversity-census/2021',
  diverseNeeds: 'https://www.health.gov.au/resources/collections/aged-care-diversity-framework-initiative',
  registrationCategories: 'https://www.agedcarequality.gov.au/providers/provider-registration/about-provider-registration',
} as const;

/** Largest number of codes in one search filter (a filter cannot usefully name more than its list). */
export const ATTRIBUTE_FILTER_MAX = PROVIDER_LANGUAGES.length;

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

export function isDiverseNeedCode(value: unknown): value is DiverseNeedCode {
  return typeof value === 'string' && (DIVERSE_NEED_CODES as readonly string[]).includes(value);
}

export function isAcceptingNewClients(value: unknown): value is AcceptingNewClients {
  return typeof value === 'string' && (ACCEPTING_NEW_CLIENTS as readonly string[]).includes(value);
}

/** The mask of these codes (unknown codes add nothing: validate first). */
export function attributeMask<C extends string | number>(options: readonly AttributeOption<C>[], codes: Iterable<C>): number {
  const wanted = new Set(codes);
  let mask = 0;
  for (const option of options) if (wanted.has(option.code)) mask |= 1 << option.bit;
  return mask >>> 0;
}

/** The codes a mask holds, in list order (a driver may send the INT as a string). */
export function codesFromMask<C extends string | number>(options: readonly AttributeOption<C>[], mask: number | string | null | undefined): C[] {
  const bits = Number(mask ?? 0);
  return options.filter((option) => (bits & (1 << option.bit)) !== 0).map((option) => option.code);
}

/** Codes in list order without repeats (what the API stores and sends). */
export function inListOrder<C extends string | number>(options: readonly AttributeOption<C>[], codes: Iterable<C>): C[] {
  const wanted = new Set(codes);
  return options.filter((option) => wanted.has(option.code)).map((option) => option.code);
}

/** The labels of these codes, in list order; unknown codes are left out. */
export function attributeLabels<C extends string | number>(options: readonly AttributeOption<C>[], codes: readonly C[] | null | undefined): string[] {
  const wanted = new Set(codes ?? []);
  return options.filter((option) => wanted.has(option.code)).map((option) => option.label);
}

/**
 * A comma-joined filter value split into codes: trimmed, lower case, blanks dropped, repeats once, in
 * the order given; `unknown` holds what the list does not have, for the 400 message.
 */
export function parseCodeList<C extends string>(raw: string, allowed: readonly C[]): { codes: C[]; unknown: string[] } {
  const codes: C[] = [];
  const unknown: string[] = [];
  for (const part of raw.split(',')) {
    const code = part.trim().toLowerCase();
    if (code === '') continue;
    if ((allowed as readonly string[]).includes(code)) {
      if (!codes.includes(code as C)) codes.push(code as C);
    } else unknown.push(part.trim());
  }
  return { codes, unknown };
}

/**
 * A confirmed-on date: a real calendar date written YYYY-MM-DD, not after `today` (YYYY-MM-DD, the
 * server's date; one day of grace so an admin east of UTC can confirm "today").
 */
export function isConfirmedDate(value: unknown, today: string): boolean {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  const latest = new Date(`${today}T00:00:00Z`);
  latest.setUTCDate(latest.getUTCDate() + 1);
  return date.getTime() <= latest.getTime() && value >= '2000-01-01';
}

/** "Taking new clients (checked 3 November 2025)": the status and the date it was last confirmed. */
export function acceptingSummary(status: AcceptingNewClients | null | undefined, confirmedAt: string | null | undefined): string | null {
  if (!status) return null;
  const label = ACCEPTING_LABELS[status];
  if (!confirmedAt || !/^\d{4}-\d{2}-\d{2}$/.test(confirmedAt)) return label;
  const date = new Date(`${confirmedAt}T00:00:00Z`);
  const words = date.toLocaleDateString('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return `${label} (checked ${words})`;
}
