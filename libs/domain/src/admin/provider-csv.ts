import { PROVIDER_IDENTITY_FIELDS, PROVIDER_LISTING_FIELDS, PROVIDER_PLACEMENT_FIELDS } from '../directory/provider-columns.js';
import type { AttributeOption } from '../directory/provider-attributes.js';

/**
 * The provider CSV (export and import use the same columns, named as the API's fields). services: service
 * names separated by "; "; serviceAreas: area names the same way; languages, diverseNeeds and
 * registrationCategories: codes of the fixed lists the same way; booleans true/false
 * (also yes/no, 1/0 on import). A file may leave out any column but the required ones.
 */
export const PROVIDER_CSV_COLUMNS = [
  'id',
  ...PROVIDER_IDENTITY_FIELDS,
  'leadEmail',
  ...PROVIDER_LISTING_FIELDS,
  ...PROVIDER_PLACEMENT_FIELDS,
  'services',
  'serviceAreas',
  'languages',
  'diverseNeeds',
  'acceptingNewClients',
  'acceptingConfirmedAt',
  'registrationCategories',
  'latitude',
  'longitude',
] as const;
export type ProviderCsvColumn = (typeof PROVIDER_CSV_COLUMNS)[number];

/** Columns a file must have (the others may be left out). */
export const PROVIDER_CSV_REQUIRED = ['businessName', 'email', 'phone', 'address', 'suburb', 'state', 'postcode'] as const;

export const PROVIDER_CSV_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  maxRows: 20_000,
  listSeparator: ';',
} as const;

export interface ProviderCsvRowError {
  /** 1-based line of the spreadsheet: the header is row 1, the first provider row 2. */
  row: number;
  column: string | null;
  message: string;
}

/** unchanged: the row matches a provider and holds what is stored already, so applying leaves it alone. */
export type ProviderCsvRowAction = 'create' | 'update' | 'unchanged' | 'error';

export interface ProviderCsvRowReport {
  row: number;
  action: ProviderCsvRowAction;
  id: number | null;
  businessName: string;
  errors: ProviderCsvRowError[];
}

export interface ProviderCsvImportReport {
  dryRun: boolean;
  applied: boolean;
  totalRows: number;
  toCreate: number;
  toUpdate: number;
  /** Rows that match a provider and would change nothing (an export imported again: all of them). */
  unchanged: number;
  errorRows: number;
  rows: ProviderCsvRowReport[];
  errors: ProviderCsvRowError[];
}

export const splitCsvList = (cell: string): string[] =>
  cell
    .split(PROVIDER_CSV_LIMITS.listSeparator)
    .map((s) => s.trim())
    .filter((s) => s !== '');

export const joinCsvList = (items: readonly string[]): string => items.join(`${PROVIDER_CSV_LIMITS.listSeparator} `);

/** 'true' / 'yes' / '1' and 'false' / 'no' / '0' (any case); blank is undefined; anything else null (an error). */
export function parseCsvBoolean(cell: string): boolean | undefined | null {
  const v = cell.trim().toLowerCase();
  if (v === '') return undefined;
  if (['true', 'yes', 'y', '1'].includes(v)) return true;
  if (['false', 'no', 'n', '0'].includes(v)) return false;
  return null;
}

/**
 * A cell of codes from one of the fixed lists (languages, diverse needs, registration categories): each
 * entry matched to its code without regard to case, by code or by its label as the console shows it.
 * An entry the list does not know is kept as written, after the known ones, for the API's own rule to
 * name in its message (the same words as the provider form gets).
 */
export function csvAttributeCodes<C extends string | number>(options: readonly AttributeOption<C>[], cell: string): Array<C | string | number> {
  const known: C[] = [];
  const unknown: Array<string | number> = [];
  for (const entry of splitCsvList(cell)) {
    const wanted = entry.toLowerCase();
    const option = options.find((o) => String(o.code).toLowerCase() === wanted || o.label.toLowerCase() === wanted);
    if (option) {
      if (!known.includes(option.code)) known.push(option.code);
    } else unknown.push(typeof options[0]?.code === 'number' && /^\d+$/.test(entry) ? Number(entry) : entry);
  }
  return [...known, ...unknown];
}

/**
 * A date cell as YYYY-MM-DD. A spreadsheet opened in Australia saves a date as D/M/YYYY, so that form is
 * turned back; anything else is left as written for the API's date rule to refuse. Blank: null.
 */
export function csvDate(cell: string): string | null {
  const text = cell.trim();
  if (text === '') return null;
  const au = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  return au ? `${au[3]}-${au[2].padStart(2, '0')}-${au[1].padStart(2, '0')}` : text;
}
