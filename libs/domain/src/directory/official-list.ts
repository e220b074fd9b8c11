/**
 * The government's list of aged-care services (one row a service) read into the directory's shape: organisations
 * (the Provider Name), each with its offices (one a service address). Pure rules: the API's reader hands in the
 * sheet's cells with their row numbers, and writes what comes back.
 */
import { STATE_CODES, type StateCode } from '../shared/constants.js';
import { isPostcodeFormat, isPostcodeOfState } from '../shared/postcode.js';
import { visitRadiusKm } from './listing.js';

/** The columns the import reads, by the list's header names. The other columns (funding, SA2, PHN...) are not used. */
export const OFFICIAL_LIST_COLUMNS = {
  serviceName: 'Service Name',
  address: 'Physical Address',
  suburb: 'Physical Suburb',
  state: 'Physical State',
  postcode: 'Physical Post Code',
  careType: 'Care Type',
  providerName: 'Provider Name',
  organisationType: 'Organisation Type',
  remoteness: 'ABS Remoteness',
  latitude: 'Latitude',
  longitude: 'Longitude',
} as const;
export type OfficialListField = keyof typeof OFFICIAL_LIST_COLUMNS;
export const OFFICIAL_LIST_FIELDS = Object.keys(OFFICIAL_LIST_COLUMNS) as OfficialListField[];

/** The care type the directory takes; residential care, multi-purpose services and the rest are other programs. */
export const HOME_CARE_TYPE = 'Home Care';

/** How many rows from the top the header is looked for in (a title and a blank row come before it today). */
export const OFFICIAL_HEADER_SCAN_ROWS = 10;

/** A cell as the reader gives it: text, a number, or nothing. */
export type OfficialCell = string | number | null;

/** A row of the sheet: its row number (as the spreadsheet shows it) and the cells of the columns the import reads. */
export type OfficialListRow = { rowNumber: number } & Record<OfficialListField, OfficialCell>;

/**
 * The land and islands of Australia with a margin: the mainland, Tasmania, Norfolk Island (168° E), Christmas
 * Island and the Cocos (Keeling) Islands (97° E). A point outside is a slip (swapped or unsigned coordinates).
 */
export const AUSTRALIA_BOUNDS = { minLat: -44.5, maxLat: -9, minLng: 96, maxLng: 169 } as const;

/** Column lengths of the providers and provider_offices tables: a longer value is a problem, not a cut. */
const MAX_LENGTH = { providerName: 200, address: 255, suburb: 100, organisationType: 40, remoteness: 30 } as const;

const text = (cell: OfficialCell): string => (cell === null ? '' : String(cell).replace(/\s+/g, ' ').trim());

/** A key that ignores case, accents, spacing and punctuation: "259-261 McLeod St." and "259 261 MCLEOD ST" are one. */
export function listKey(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** A header cell as compared with the names in OFFICIAL_LIST_COLUMNS: case and spacing ignored. */
const headerKey = (cell: OfficialCell): string => text(cell).toLowerCase();

/** The postcode as four digits: the sheet stores postcodes as numbers, so 800 is Darwin's 0800. */
export function postcodeText(cell: OfficialCell): string {
  const value = text(cell);
  return /^\d{3}$/.test(value) ? value.padStart(4, '0') : value;
}

/** How a newer list finds an office again: address, suburb and postcode as listKey reads them. */
export function officeKey(address: string, suburb: string, postcode: string): string {
  return [listKey(address), listKey(suburb), postcodeText(postcode)].join('|');
}

/** How a newer list finds an organisation again: its name as listKey reads it. */
export function organisationKey(name: string): string {
  return listKey(name);
}

/** The list writes suburbs in capitals ("WEST ALBURY"); the directory shows them as the locations table does ("West Albury"). */
export function suburbName(value: string): string {
  const clean = text(value);
  if (clean !== clean.toUpperCase()) return clean;
  return clean.toLowerCase().replace(/(^|[\s\-'’(])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

export type HeaderSearch = { rowIndex: number; columns: Record<OfficialListField, number> } | { rowIndex: number | null; missing: string[] };

/**
 * The header among the first rows: the row holding the most of the columns the import reads, and where each is.
 * `rows` are the sheet's first rows as arrays of cells (index = column); a column missing from the best row is named.
 */
export function findOfficialHeader(rows: ReadonlyArray<readonly OfficialCell[]>): HeaderSearch {
  const wanted = OFFICIAL_LIST_FIELDS.map((field) => [field, OFFICIAL_LIST_COLUMNS[field].toLowerCase()] as const);
  let chosen: { rowIndex: number; found: Map<OfficialListField, number> } | null = null;
  for (const [rowIndex, cells] of rows.slice(0, OFFICIAL_HEADER_SCAN_ROWS).entries()) {
    const keys = cells.map(headerKey);
    const found = new Map<OfficialListField, number>();
    for (const [field, name] of wanted) {
      const at = keys.indexOf(name);
      if (at >= 0) found.set(field, at);
    }
    if (found.size > 0 && (!chosen || found.size > chosen.found.size)) chosen = { rowIndex, found };
  }
  if (!chosen) return { rowIndex: null, missing: OFFICIAL_LIST_FIELDS.map((f) => OFFICIAL_LIST_COLUMNS[f]) };
  const { rowIndex, found } = chosen;
  const missing = OFFICIAL_LIST_FIELDS.filter((f) => !found.has(f)).map((f) => OFFICIAL_LIST_COLUMNS[f]);
  if (missing.length > 0) return { rowIndex, missing };
  return { rowIndex, columns: Object.fromEntries(found) as Record<OfficialListField, number> };
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** The edition's date from a title such as "Aged care service list: 30 June 2025" (YYYY-MM-DD); null when it gives none. */
export function editionDateFromTitle(title: string | null | undefined): string | null {
  const match = /\b(\d{1,2})\s+([a-z]+)\s+(\d{4})\b/i.exec(title ?? '');
  if (!match) return null;
  const month = MONTHS.indexOf(match[2]!.toLowerCase()) + 1;
  const day = Number(match[1]);
  const year = Number(match[3]);
  if (month === 0 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return null;
  return date.toISOString().slice(0, 10);
}

export interface OfficialOffice {
  /** officeKey: how a newer list finds it again. */
  key: string;
  /** The list's service names at this address, one a service in the list's order (two packages may share a name). */
  serviceNames: string[];
  address: string;
  suburb: string;
  state: StateCode;
  postcode: string;
  latitude: number;
  longitude: number;
  /** The list's ABS remoteness text ("Major Cities of Australia"); null when blank. */
  remoteness: string | null;
  visitRadiusKm: number;
  /** The sheet row of its first service. */
  firstRowNumber: number;
}

export interface OfficialOrganisation {
  /** organisationKey of its name. */
  key: string;
  /** The name as the list spells it (spacing tidied). */
  name: string;
  organisationType: string | null;
  /** In the order of the list's rows. */
  offices: OfficialOffice[];
  /** The office with the most services (ties: the first in the list): the listing's address. */
  mainOffice: OfficialOffice;
}

export interface OfficialListProblem {
  rowNumber: number;
  reason: string;
}

export interface OfficialDirectory {
  organisations: OfficialOrganisation[];
  /** Home Care rows that cannot be used, each with why. */
  problems: OfficialListProblem[];
  /** Rows read, of every care type. */
  rowsRead: number;
  homeCareRows: number;
}

type CheckedRow = Omit<OfficialOffice, 'key' | 'serviceNames' | 'firstRowNumber'> & {
  serviceName: string;
  providerName: string;
  organisationType: string | null;
};

function coordinate(cell: OfficialCell, name: string, reasons: string[]): number | null {
  const value = typeof cell === 'number' ? cell : text(cell) === '' ? null : Number(text(cell));
  if (value === null) reasons.push(`no ${name}`);
  else if (!Number.isFinite(value)) reasons.push(`${name} "${text(cell)}" is not a number`);
  else return value;
  return null;
}

/** A Home Care row as the directory will hold it, or why it cannot be used. */
export function checkOfficialRow(row: OfficialListRow): CheckedRow | { reasons: string[] } {
  const reasons: string[] = [];
  const providerName = text(row.providerName);
  const address = text(row.address);
  const suburb = suburbName(text(row.suburb));
  const organisationType = text(row.organisationType) || null;
  const remoteness = text(row.remoteness) || null;
  if (!providerName) reasons.push('no provider name');
  if (!address) reasons.push('no address');
  if (!suburb) reasons.push('no suburb');
  for (const [field, value] of [
    ['providerName', providerName],
    ['address', address],
    ['suburb', suburb],
    ['organisationType', organisationType ?? ''],
    ['remoteness', remoteness ?? ''],
  ] as const) {
    if (value.length > MAX_LENGTH[field]) reasons.push(`${OFFICIAL_LIST_COLUMNS[field]} is longer than ${MAX_LENGTH[field]} characters`);
  }
  const stateText = text(row.state).toUpperCase();
  const state = STATE_CODES.find((code) => code === stateText) ?? null;
  if (!state) reasons.push(stateText ? `unknown state "${text(row.state)}"` : 'no state');
  const postcode = postcodeText(row.postcode);
  if (!isPostcodeFormat(postcode)) reasons.push(postcode ? `postcode "${postcode}" is not 4 digits` : 'no postcode');
  else if (state && !isPostcodeOfState(postcode, state)) reasons.push(`postcode ${postcode} is not a postcode of ${state}`);
  const latitude = coordinate(row.latitude, 'latitude', reasons);
  const longitude = coordinate(row.longitude, 'longitude', reasons);
  if (latitude !== null && longitude !== null) {
    const b = AUSTRALIA_BOUNDS;
    if (latitude < b.minLat || latitude > b.maxLat || longitude < b.minLng || longitude > b.maxLng) {
      reasons.push(`latitude ${latitude}, longitude ${longitude} is outside Australia`);
    }
  }
  if (reasons.length > 0 || !state || latitude === null || longitude === null) return { reasons };
  return {
    serviceName: text(row.serviceName),
    providerName,
    organisationType,
    address,
    suburb,
    state,
    postcode,
    latitude,
    longitude,
    remoteness,
    visitRadiusKm: visitRadiusKm(remoteness),
  };
}

const isHomeCare = (row: OfficialListRow) => text(row.careType).toLowerCase() === HOME_CARE_TYPE.toLowerCase();

/**
 * The list's Home Care rows as organisations and offices: rows of one provider name (as listKey reads it) are one
 * organisation; its services at one address (officeKey) are one office, their service names kept. The first row of
 * an organisation or office gives its spelling, type and point. Rows of other care types are left out.
 */
export function buildOfficialDirectory(rows: readonly OfficialListRow[]): OfficialDirectory {
  const problems: OfficialListProblem[] = [];
  const organisations = new Map<string, { name: string; organisationType: string | null; offices: Map<string, OfficialOffice> }>();
  let homeCareRows = 0;
  for (const row of rows) {
    if (!isHomeCare(row)) continue;
    homeCareRows += 1;
    const checked = checkOfficialRow(row);
    if ('reasons' in checked) {
      problems.push({ rowNumber: row.rowNumber, reason: checked.reasons.join('; ') });
      continue;
    }
    const { serviceName, providerName, organisationType, ...place } = checked;
    const orgKey = organisationKey(providerName);
    let organisation = organisations.get(orgKey);
    if (!organisation) {
      organisation = { name: providerName, organisationType, offices: new Map() };
      organisations.set(orgKey, organisation);
    }
    const key = officeKey(place.address, place.suburb, place.postcode);
    const office = organisation.offices.get(key);
    if (office) {
      if (serviceName) office.serviceNames.push(serviceName);
    } else {
      organisation.offices.set(key, { key, serviceNames: serviceName ? [serviceName] : [], ...place, firstRowNumber: row.rowNumber });
    }
  }
  return {
    organisations: [...organisations].map(([key, o]) => {
      const offices = [...o.offices.values()];
      const mainOffice = offices.reduce((main, office) => (office.serviceNames.length > main.serviceNames.length ? office : main));
      return { key, name: o.name, organisationType: o.organisationType, offices, mainOffice };
    }),
    problems,
    rowsRead: rows.length,
    homeCareRows,
  };
}
