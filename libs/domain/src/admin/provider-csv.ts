/**
 * The provider CSV (export and import use the same columns). services: service names separated by "; ";
 * serviceAreas: area names separated by "; "; booleans true/false (also yes/no, 1/0 on import).
 */
export const PROVIDER_CSV_COLUMNS = [
  'id', 'businessName', 'name', 'email', 'phone', 'website', 'address', 'suburb', 'state', 'postcode',
  'description', 'rating', 'reviewCount', 'isActive', 'isHighlighted', 'displayPriority',
  'services', 'serviceAreas', 'latitude', 'longitude',
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

export interface ProviderCsvRowReport {
  row: number;
  action: 'create' | 'update' | 'error';
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
  errorRows: number;
  rows: ProviderCsvRowReport[];
  errors: ProviderCsvRowError[];
}

export const splitCsvList = (cell: string): string[] =>
  cell.split(PROVIDER_CSV_LIMITS.listSeparator).map((s) => s.trim()).filter((s) => s !== '');

export const joinCsvList = (items: readonly string[]): string => items.join(`${PROVIDER_CSV_LIMITS.listSeparator} `);

/** 'true' / 'yes' / '1' and 'false' / 'no' / '0' (any case); blank is undefined; anything else null (an error). */
export function parseCsvBoolean(cell: string): boolean | undefined | null {
  const v = cell.trim().toLowerCase();
  if (v === '') return undefined;
  if (['true', 'yes', 'y', '1'].includes(v)) return true;
  if (['false', 'no', 'n', '0'].includes(v)) return false;
  return null;
}
