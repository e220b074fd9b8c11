import { PROVIDER_LANGUAGES, isLanguageCode, type LanguageCode } from '../directory/provider-attributes.js';
import { PHONE_NUMBERS } from '../funding/facts.js';

/**
 * What a family may add to a lead so the provider can reach them the right way: the language they
 * speak (the directory's language codes), whether they need an interpreter, who to call and how
 * they are related to the person needing care, that person's phone, and a good time. Every one is
 * optional: the spec's required fields and their messages stay as they were.
 */
export interface LeadNeeds {
  language: LanguageCode | null;
  needsInterpreter: boolean | null;
  contactName: string | null;
  contactRelationship: string | null;
  contactPhone: string | null;
  bestTimeToCall: string | null;
}

/** The same as it arrives in a body: any field may be left out. */
export type LeadNeedsInput = Partial<LeadNeeds>;

export const LEAD_NEEDS_FIELDS = ['language', 'needsInterpreter', 'contactName', 'contactRelationship', 'contactPhone', 'bestTimeToCall'] as const;

export const LEAD_NEEDS_LIMITS = {
  contactNameMaxLength: 120,
  contactRelationshipMaxLength: 40,
  contactPhoneMaxLength: 40,
  bestTimeToCallMaxLength: 120,
} as const;

/** The 400 messages: each names its field, as the other lead checks do. */
export const LEAD_NEEDS_MESSAGES = {
  language: `language must be one of the listed language codes: ${PROVIDER_LANGUAGES.map((l) => l.code).join(', ')}`,
  needsInterpreter: 'needsInterpreter must be true or false',
  contactName: `contactName must be text of at most ${LEAD_NEEDS_LIMITS.contactNameMaxLength} characters`,
  contactRelationship: `contactRelationship must be text of at most ${LEAD_NEEDS_LIMITS.contactRelationshipMaxLength} characters`,
  contactPhone: `contactPhone must be text of at most ${LEAD_NEEDS_LIMITS.contactPhoneMaxLength} characters`,
  bestTimeToCall: `bestTimeToCall must be text of at most ${LEAD_NEEDS_LIMITS.bestTimeToCallMaxLength} characters`,
} as const;

export const NO_LEAD_NEEDS: LeadNeeds = {
  language: null,
  needsInterpreter: null,
  contactName: null,
  contactRelationship: null,
  contactPhone: null,
  bestTimeToCall: null,
};

const text = (value: string | null | undefined): string | null => {
  const trimmed = typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : '';
  return trimmed === '' ? null : trimmed;
};

/**
 * What is stored: blanks become null, spaces are tidied, and "needs an interpreter" is kept only with a
 * yes (a box left unticked says nothing, so it is stored as not said rather than as "no").
 */
export function normaliseLeadNeeds(input: LeadNeedsInput | null | undefined): LeadNeeds {
  const language = input?.language ?? null;
  return {
    language: isLanguageCode(language) ? language : null,
    needsInterpreter: input?.needsInterpreter === true ? true : null,
    contactName: text(input?.contactName),
    contactRelationship: text(input?.contactRelationship),
    contactPhone: text(input?.contactPhone),
    bestTimeToCall: text(input?.bestTimeToCall),
  };
}

export function languageName(code: string | null | undefined): string | null {
  return PROVIDER_LANGUAGES.find((l) => l.code === code)?.label ?? null;
}

/** "Vietnamese, needs an interpreter"; "Needs an interpreter (language not given)"; null when neither was said. */
export function leadLanguageText(needs: Pick<LeadNeeds, 'language' | 'needsInterpreter'>): string | null {
  const name = languageName(needs.language);
  if (needs.needsInterpreter) return name ? `${name}, needs an interpreter` : 'Needs an interpreter (language not given)';
  return name;
}

/** "Minh (son), 0412 345 678"; null when no other person was named. */
export function leadContactPersonText(needs: Pick<LeadNeeds, 'contactName' | 'contactRelationship' | 'contactPhone'>): string | null {
  if (!needs.contactName && !needs.contactPhone) return null;
  const who = needs.contactName ?? 'Someone else';
  const relation = needs.contactRelationship ? ` (${needs.contactRelationship})` : '';
  return `${who}${relation}${needs.contactPhone ? `, ${needs.contactPhone}` : ''}`;
}

/**
 * The rows the provider's email, the portal and the console show after the contact details. Each row is
 * always there, so a reader sees "Not given" rather than wondering whether the question was asked.
 */
export function leadNeedRows(needs: LeadNeeds): Array<[label: string, value: string]> {
  return [
    ['Language', leadLanguageText(needs) ?? 'Not given'],
    ['Who to call', leadContactPersonText(needs) ?? 'The person named above'],
    ['Good time to call', needs.bestTimeToCall ?? 'Not given'],
  ];
}

/**
 * The name as the person wrote it, on one line, for an email subject: shortening it ("Jane S.") assumed the
 * family name comes last, which turned "Tran Thi Mai" into "Tran M." and a note after the name into nonsense.
 * Capped so a long entry cannot push the postcode and service level out of an inbox list.
 */
export const SUBJECT_NAME_MAX_LENGTH = 60;

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\r\n\t\u0000-\u001f\u007f]+/g;

export function subjectName(name: string): string {
  const line = name.replace(CONTROL, ' ').trim().replace(/\s+/g, ' ');
  return line.length <= SUBJECT_NAME_MAX_LENGTH ? line : `${line.slice(0, SUBJECT_NAME_MAX_LENGTH - 1).trimEnd()}…`;
}

/**
 * TIS National, offered wherever a family is asked to call someone: "Need an interpreter? Call the
 * Translating and Interpreting Service (TIS National) on 131 450. It is free. Ask them to call <whom> with you."
 */
export function interpreterHelpText(whom: string): string {
  return `Need an interpreter? Call the ${PHONE_NUMBERS.tis.name} on ${PHONE_NUMBERS.tis.number}. It is free. Ask them to call ${whom} with you.`;
}
