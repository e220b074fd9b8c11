import { BadRequestException } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { parse } from 'csv-parse';
import { stringify } from 'csv-stringify/sync';
import {
  DIVERSE_NEEDS,
  PROVIDER_CSV_COLUMNS,
  PROVIDER_CSV_LIMITS,
  PROVIDER_CSV_REQUIRED,
  PROVIDER_LANGUAGES,
  REGISTRATION_CATEGORIES,
  csvAttributeCodes,
  csvDate,
  joinCsvList,
  parseCsvBoolean,
  splitCsvList,
  type AdminProviderDto,
  type ProviderCsvColumn,
  type ProviderCsvRowError,
} from '@homeward/domain';
import { VALIDATION_OPTIONS } from '../common/validation.js';
import { timeSlicer, yieldToRequests } from '../common/yield-to-requests.js';
import { CreateProviderDto } from './dto/create-provider.dto.js';

/** A cell a spreadsheet would run as a formula gets a leading apostrophe on export (OWASP "CSV injection"), removed on import. */
const FORMULA_START = /^[=+\-@\t\r]/;
const protect = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);
const unprotect = (text: string) => (text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text);

/** Every provider as one CSV file: UTF-8 with a BOM (so Excel reads accents right), a header row, CRLF lines. */
export function providersToCsv(providers: AdminProviderDto[], serviceNames: Map<number, string>): string {
  const rows = providers.map((p) => {
    const record: Record<ProviderCsvColumn, string | number | boolean | null> = {
      id: p.id,
      businessName: protect(p.businessName),
      name: p.name === null ? '' : protect(p.name),
      email: protect(p.email),
      leadEmail: p.leadEmail === null ? '' : protect(p.leadEmail),
      phone: protect(p.phone),
      website: p.website ?? '',
      address: protect(p.address),
      suburb: protect(p.suburb),
      state: p.state,
      postcode: p.postcode,
      description: p.description === null ? '' : protect(p.description),
      rating: p.rating,
      reviewCount: p.reviewCount,
      isActive: p.isActive,
      isHighlighted: p.isHighlighted,
      displayPriority: p.displayPriority,
      services: protect(joinCsvList(p.servicesOffered.map((id) => serviceNames.get(id) ?? String(id)))),
      serviceAreas: protect(joinCsvList(p.serviceAreas)),
      languages: joinCsvList(p.languages),
      diverseNeeds: joinCsvList(p.diverseNeeds),
      acceptingNewClients: p.acceptingNewClients ?? '',
      acceptingConfirmedAt: p.acceptingConfirmedAt ?? '',
      registrationCategories: joinCsvList(p.registrationCategories.map(String)),
      latitude: p.latitude,
      longitude: p.longitude,
    };
    return PROVIDER_CSV_COLUMNS.map((c) => record[c]);
  });
  return stringify([[...PROVIDER_CSV_COLUMNS], ...rows], {
    bom: true,
    record_delimiter: 'windows',
    quoted_string: true,
    cast: { boolean: (v) => (v ? 'true' : 'false') },
  });
}

export interface ParsedCsv {
  header: string[];
  /** Each data row with its spreadsheet row number (header = 1). */
  rows: Array<{ row: number; cells: Record<string, string> }>;
}

/** Text handed to the parser at a time; other requests are answered between two pieces. */
const PARSE_CHUNK = 16 * 1024;

/**
 * Reads the uploaded text with csv-parse: BOM or not, Excel quoting ("" inside quotes, line breaks in
 * cells), comma separator. Problems with the file as a whole (not CSV, no header, unknown or missing
 * columns, too many rows) are a 400; problems within a row are reported per row by the caller.
 *
 * The parser takes the text 16 kB at a time and the event loop answers other requests between two pieces,
 * and a file is refused as soon as it is seen to pass PROVIDER_CSV_LIMITS.maxRows (a
 * 5 MB file of 240,000 short rows was parsed whole first, and a health check waited 6.5 s meanwhile).
 */
export async function parseProviderCsv(text: string): Promise<ParsedCsv> {
  const records: string[][] = [];
  let failure: unknown = null;
  const parser = parse({ bom: true, skip_empty_lines: true, relax_column_count: true });
  parser.on('data', (record: string[]) => records.push(record));
  parser.on('error', (error) => (failure = error));
  const settled = new Promise<void>((resolve) => parser.once('close', resolve));
  for (let offset = 0; offset < text.length && failure === null; offset += PARSE_CHUNK) {
    parser.write(text.slice(offset, offset + PARSE_CHUNK));
    // Records and errors of this piece arrive before setImmediate runs.
    await yieldToRequests();
    if (records.length - 1 > PROVIDER_CSV_LIMITS.maxRows) {
      parser.destroy();
      throw tooManyRows();
    }
  }
  if (failure === null) parser.end();
  else parser.destroy();
  await settled;
  if (failure !== null) throw new BadRequestException(`The file is not valid CSV: ${failure instanceof Error ? failure.message : String(failure)}`);
  if (records.length === 0) throw new BadRequestException('The file is empty: it needs a header row and one row per provider');
  const header = records[0].map((h) => h.trim());
  const unknown = header.filter((h) => h !== '' && !(PROVIDER_CSV_COLUMNS as readonly string[]).includes(h));
  if (unknown.length > 0)
    throw new BadRequestException(`Unknown column${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}. The columns are: ${PROVIDER_CSV_COLUMNS.join(', ')}`);
  const missing = PROVIDER_CSV_REQUIRED.filter((c) => !header.includes(c));
  if (missing.length > 0) throw new BadRequestException(`Missing column${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}`);
  const repeated = header.filter((h, i) => h !== '' && header.indexOf(h) !== i);
  if (repeated.length > 0) throw new BadRequestException(`Column repeated: ${[...new Set(repeated)].join(', ')}`);
  if (records.length - 1 > PROVIDER_CSV_LIMITS.maxRows) throw tooManyRows();
  const rows: ParsedCsv['rows'] = [];
  const slice = timeSlicer();
  for (let index = 1; index < records.length; index++) {
    await slice();
    const cells = records[index];
    rows.push({ row: index + 1, cells: Object.fromEntries(header.map((h, i) => [h, unprotect(cells[i] ?? '')]).filter(([h]) => h !== '')) });
  }
  return { header, rows };
}

const tooManyRows = () => new BadRequestException(`At most ${PROVIDER_CSV_LIMITS.maxRows} providers per file`);

/** DTO property -> the CSV column an error is reported against. */
const COLUMN_OF: Record<string, string> = { servicesOffered: 'services' };

export interface RowInput {
  id: number | null;
  dto: CreateProviderDto;
  errors: ProviderCsvRowError[];
}

const numberCell = (cell: string | undefined): number | string | undefined => {
  if (cell === undefined || cell.trim() === '') return undefined;
  const n = Number(cell.trim());
  return Number.isFinite(n) ? n : cell; // left as text, the DTO's rule names the problem
};

/**
 * One CSV row as the provider form's DTO, checked by the same class-validator rules as POST
 * /api/admin/providers (nothing retyped here). Service names are matched without regard to case, list
 * codes by code or label (csvAttributeCodes). Excel drops a postcode's leading zero (0800 becomes 800):
 * three digits get it back. A column the file leaves out stays undefined: an update keeps the stored
 * value, a create takes the form's default. A blank cell clears an optional field.
 */
export async function rowToProvider(row: number, cells: Record<string, string>, servicesByName: Map<string, number>): Promise<RowInput> {
  const errors: ProviderCsvRowError[] = [];
  const error = (column: string | null, message: string) => errors.push({ row, column, message });

  let id: number | null = null;
  const idCell = (cells.id ?? '').trim();
  if (idCell !== '') {
    if (/^\d+$/.test(idCell) && Number(idCell) > 0) id = Number(idCell);
    else error('id', 'id must be a provider id (a whole number) or left blank for a new provider');
  }

  const plain: Record<string, unknown> = {};
  for (const column of ['businessName', 'name', 'email', 'leadEmail', 'phone', 'website', 'address', 'suburb', 'description'] as const) {
    if (cells[column] !== undefined) plain[column] = cells[column];
  }
  if (cells.state !== undefined) plain.state = cells.state.trim().toUpperCase();
  if (cells.postcode !== undefined) plain.postcode = /^\d{3}$/.test(cells.postcode.trim()) ? `0${cells.postcode.trim()}` : cells.postcode;
  for (const column of ['rating', 'reviewCount', 'displayPriority'] as const) {
    const value = numberCell(cells[column]);
    if (value !== undefined) plain[column] = value;
  }
  for (const column of ['isActive', 'isHighlighted'] as const) {
    if (cells[column] === undefined) continue;
    const value = parseCsvBoolean(cells[column]);
    if (value === null) error(column, `${column} must be true or false`);
    else if (value !== undefined) plain[column] = value;
  }
  if (cells.services !== undefined) {
    const names = splitCsvList(cells.services);
    const unknown = names.filter((n) => !servicesByName.has(n.toLowerCase()));
    if (unknown.length > 0) error('services', `Unknown service${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}`);
    plain.servicesOffered = names.map((n) => servicesByName.get(n.toLowerCase())).filter((v): v is number => v !== undefined);
  }
  if (cells.serviceAreas !== undefined) plain.serviceAreas = splitCsvList(cells.serviceAreas);
  if (cells.languages !== undefined) plain.languages = csvAttributeCodes(PROVIDER_LANGUAGES, cells.languages);
  if (cells.diverseNeeds !== undefined) plain.diverseNeeds = csvAttributeCodes(DIVERSE_NEEDS, cells.diverseNeeds);
  if (cells.registrationCategories !== undefined) plain.registrationCategories = csvAttributeCodes(REGISTRATION_CATEGORIES, cells.registrationCategories);
  if (cells.acceptingNewClients !== undefined) plain.acceptingNewClients = cells.acceptingNewClients.trim().toLowerCase() || null;
  if (cells.acceptingConfirmedAt !== undefined) plain.acceptingConfirmedAt = csvDate(cells.acceptingConfirmedAt);

  const dto = plainToInstance(CreateProviderDto, plain, VALIDATION_OPTIONS.transformOptions);
  for (const problem of await validate(dto, { whitelist: true, forbidNonWhitelisted: true })) {
    const column = COLUMN_OF[problem.property] ?? problem.property;
    for (const message of Object.values(problem.constraints ?? {})) error(column, message);
  }
  return { id, dto, errors };
}
