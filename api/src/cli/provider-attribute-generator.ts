/**
 * Languages, diverse needs, intake and registration categories for generated providers,
 * drawn from their own random stream so the other generated fields stay as they were for a given seed.
 */
import {
  DIVERSE_NEEDS,
  PROVIDER_LANGUAGES,
  REGISTRATION_CATEGORIES,
  attributeMask,
  type AcceptingNewClients,
  type DiverseNeedCode,
  type LanguageCode,
  type RegistrationCategory,
  type StateCode,
} from '@homeward/domain';
import { intBetween, pickWeightedIndex, sampleWeighted, type Rng } from './seeded-random.js';

/**
 * Rough weights for languages other than English and Auslan: people using each at home, in thousands (ABS
 * Census 2021, rounded), so Mandarin and Arabic are common and Maltese rare, as in the country.
 */
const LANGUAGE_WEIGHTS: Readonly<Partial<Record<LanguageCode, number>>> = {
  cmn: 685,
  ar: 367,
  vi: 321,
  yue: 295,
  pa: 239,
  el: 230,
  it: 228,
  hi: 197,
  es: 171,
  ne: 133,
  tl: 130,
  ko: 110,
  ur: 110,
  fa: 100,
  ta: 95,
  de: 70,
  tr: 60,
  mk: 60,
  hr: 50,
  sr: 50,
  pl: 40,
  mt: 30,
};
const OTHER_LANGUAGES = Object.keys(LANGUAGE_WEIGHTS) as LanguageCode[];
const OTHER_WEIGHTS = OTHER_LANGUAGES.map((code) => LANGUAGE_WEIGHTS[code]!);

/** Share of providers serving each group (a guess, and written down as one); First Nations and remote higher in the NT. */
const NEED_SHARE: Readonly<Record<DiverseNeedCode, number>> = {
  'first-nations': 0.15,
  cald: 0.35,
  'rural-remote': 0.2,
  veterans: 0.25,
  homeless: 0.08,
  'care-leavers': 0.08,
  'forced-separation': 0.05,
  lgbti: 0.2,
  dementia: 0.45,
};

export interface GeneratedAttributes {
  languageMask: number;
  diverseNeedMask: number;
  registrationCategoryMask: number;
  acceptingNewClients: AcceptingNewClients | null;
  /** Days before the generation timestamp that the status was confirmed; null without a status. */
  confirmedDaysAgo: number | null;
}

const LABEL_TO_CODE = new Map<string, LanguageCode>(PROVIDER_LANGUAGES.map((l) => [l.label.split(' (')[0], l.code]));

/**
 * One provider's attributes. Its description's claims are kept true: a language it says carers speak is
 * listed, and "dementia" in it means the dementia need; nursing providers hold category 5.
 */
export function generateAttributes(rng: Rng, state: StateCode, description: string, offersNursing: boolean): GeneratedAttributes {
  const languages = new Set<LanguageCode>(['en']);
  if (rng() < 0.02) languages.add('asf');
  const extra = pickWeightedIndex(rng, [45, 30, 15, 7, 3]);
  for (const i of sampleWeighted(rng, OTHER_WEIGHTS, extra)) languages.add(OTHER_LANGUAGES[i]);
  for (const [label, code] of LABEL_TO_CODE) if (description.includes(`speak ${label}`)) languages.add(code);

  const needs = new Set<DiverseNeedCode>();
  for (const need of DIVERSE_NEEDS) {
    const share = state === 'NT' && (need.code === 'first-nations' || need.code === 'rural-remote') ? 0.6 : NEED_SHARE[need.code];
    if (rng() < share) needs.add(need.code);
  }
  if (/dementia/i.test(description)) needs.add('dementia');

  const categories = new Set<RegistrationCategory>();
  if (rng() < 0.85) categories.add(1);
  if (rng() < 0.25) categories.add(2);
  if (rng() < 0.15) categories.add(3);
  if (rng() < 0.8) categories.add(4);
  if (offersNursing || rng() < 0.05) categories.add(5);
  if (categories.size === 0) categories.add(1);

  const status = pickWeightedIndex(rng, [50, 25, 10, 15]);
  const acceptingNewClients = (['yes', 'waitlist', 'no', null] as const)[status];
  return {
    languageMask: attributeMask(PROVIDER_LANGUAGES, languages),
    diverseNeedMask: attributeMask(DIVERSE_NEEDS, needs),
    registrationCategoryMask: attributeMask(REGISTRATION_CATEGORIES, categories),
    acceptingNewClients,
    confirmedDaysAgo: acceptingNewClients === null ? null : intBetween(rng, 0, 120),
  };
}

/** The DATE the status was confirmed, counted back from the generation timestamp (ISO). */
export function confirmedDate(attributes: GeneratedAttributes, timestamp: string): string | null {
  if (attributes.confirmedDaysAgo === null) return null;
  return new Date(new Date(timestamp).getTime() - attributes.confirmedDaysAgo * 86_400_000).toISOString().slice(0, 10);
}
