import {
  australianDate,
  DIVERSE_NEEDS,
  PROVIDER_LANGUAGES,
  REGISTRATION_CATEGORIES,
  attributeMask,
  codesFromMask,
  isAcceptingNewClients,
  type AcceptingNewClients,
  type IsoDate,
  type ProviderAttributes,
} from '@homeward/domain';

/** How the providers table holds a provider's attributes: masks of the fixed lists, a status and a date. */
export interface AttributeColumns {
  languageMask: number | string;
  diverseNeedMask: number | string;
  registrationCategoryMask: number | string;
  acceptingNewClients: string | null;
  /** A DATE: 'YYYY-MM-DD' from SQLite and TypeORM, a Date from a raw mysql2 query (timezone 'Z'). */
  acceptingConfirmedAt: string | Date | null;
}

export const ATTRIBUTE_COLUMNS = ['languageMask', 'diverseNeedMask', 'registrationCategoryMask', 'acceptingNewClients', 'acceptingConfirmedAt'] as const;

/** A DATE column as YYYY-MM-DD, whatever the driver sends. */
export function dateOnly(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
  return String(value).slice(0, 10);
}

/** The API's shape of the stored columns: codes in list order, status or null, date or null. */
export function attributesFromColumns(row: AttributeColumns): ProviderAttributes {
  const status = row.acceptingNewClients;
  return {
    languages: codesFromMask(PROVIDER_LANGUAGES, row.languageMask),
    diverseNeeds: codesFromMask(DIVERSE_NEEDS, row.diverseNeedMask),
    acceptingNewClients: isAcceptingNewClients(status) ? status : null,
    acceptingConfirmedAt: dateOnly(row.acceptingConfirmedAt),
    registrationCategories: codesFromMask(REGISTRATION_CATEGORIES, row.registrationCategoryMask),
  };
}

/**
 * Today as an Australian sees it (Sydney's date, not UTC's, which is still yesterday until 10 or 11 am): the
 * date a status sent without one is confirmed on, and the latest date one may be sent with.
 */
export const listingToday = (now = new Date()): IsoDate => australianDate(now);

/**
 * The columns a create or update writes for the attributes it was sent (undefined: unchanged). A status
 * sent without a date is confirmed today; clearing the status clears its date.
 */
export function columnsFromAttributes(
  input: Partial<ProviderAttributes>,
  today: string,
): Partial<{
  languageMask: number;
  diverseNeedMask: number;
  registrationCategoryMask: number;
  acceptingNewClients: AcceptingNewClients | null;
  acceptingConfirmedAt: string | null;
}> {
  const out: ReturnType<typeof columnsFromAttributes> = {};
  if (input.languages !== undefined) out.languageMask = attributeMask(PROVIDER_LANGUAGES, input.languages);
  if (input.diverseNeeds !== undefined) out.diverseNeedMask = attributeMask(DIVERSE_NEEDS, input.diverseNeeds);
  if (input.registrationCategories !== undefined) out.registrationCategoryMask = attributeMask(REGISTRATION_CATEGORIES, input.registrationCategories);
  if (input.acceptingNewClients !== undefined) {
    out.acceptingNewClients = input.acceptingNewClients;
    out.acceptingConfirmedAt = input.acceptingNewClients === null ? null : (input.acceptingConfirmedAt ?? today);
  } else if (input.acceptingConfirmedAt !== undefined) out.acceptingConfirmedAt = input.acceptingConfirmedAt;
  return out;
}
