import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { stream, type CellValue } from 'exceljs';
import {
  findOfficialHeader,
  OFFICIAL_HEADER_SCAN_ROWS,
  OFFICIAL_LIST_FIELDS,
  type OfficialCell,
  type OfficialListField,
  type OfficialListProblem,
  type OfficialListRow,
} from '@homeward/domain';

/**
 * Editions whose title row does not carry their date, by the file's SHA-256: the 2025 list's title is "Service List
 * 2025 - Australia", and the date it stands for is that of the release's name, "Aged care service list: 30 June 2025".
 */
export const KNOWN_EDITION_DATES: Readonly<Record<string, string>> = {
  '0e71af6a3e43091553f4c8d2bf4d95336dfcace620079f931eb6e5f2b3c08f07': '2025-06-30',
};

/** A file the import will not take, with why: the whole file is refused and nothing is written. */
export class OfficialListRefused extends Error {
  constructor(
    message: string,
    readonly problems: readonly OfficialListProblem[] = [],
  ) {
    super(problems.length === 0 ? message : `${message}\n${problems.map((p) => `  row ${p.rowNumber}: ${p.reason}`).join('\n')}`);
    this.name = 'OfficialListRefused';
  }
}

/** The sheet as read: its rows (every row under the header, with its sheet row number) and the text above the header. */
export interface OfficialListFile {
  fileName: string;
  sha256: string;
  /** The non-blank text of the rows above the header ("Service List 2025 - Australia"). */
  title: string;
  rows: OfficialListRow[];
}

/** A cell's value as text or a number: rich text and hyperlinks give their text, formulas their result, dates YYYY-MM-DD. */
function cellValue(value: CellValue | undefined): OfficialCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('result' in value) return cellValue(value.result as CellValue);
  if ('text' in value) return cellValue(value.text as CellValue);
  return null; // an error cell (#N/A ...): nothing
}

/** A row's cells by column index (index 0 is column A): exceljs gives row.values 1-based, or as an object for a sparse row. */
function rowCells(values: CellValue[] | Record<string, CellValue> | undefined): OfficialCell[] {
  const list = Array.isArray(values) ? values.slice(1) : Object.entries(values ?? {}).reduce<CellValue[]>((out, [k, v]) => ((out[Number(k) - 1] = v), out), []);
  return Array.from(list, (v) => cellValue(v));
}

const blank = (cells: readonly OfficialCell[]) => cells.every((c) => c === null || String(c).trim() === '');

/** One sheet read as the import needs it: the header found among its first rows, then its rows; or the columns it lacks. */
async function readSheet(
  sheet: AsyncIterable<{ number: number; values: CellValue[] | Record<string, CellValue> }>,
): Promise<{ title: string; rows: OfficialListRow[] } | { missing: string[] } | null> {
  const top: OfficialCell[][] = [];
  let header: { rowIndex: number; columns: Record<OfficialListField, number> } | null = null;
  const rows: OfficialListRow[] = [];
  for await (const row of sheet) {
    const cells = rowCells(row.values);
    if (header) {
      if (blank(cells)) continue;
      const listRow = { rowNumber: row.number } as OfficialListRow;
      for (const field of OFFICIAL_LIST_FIELDS) listRow[field] = cells[header.columns[field]] ?? null;
      rows.push(listRow);
      continue;
    }
    if (row.number > OFFICIAL_HEADER_SCAN_ROWS) break;
    top[row.number - 1] = cells;
    const found = findOfficialHeader(Array.from(top, (r) => r ?? []));
    if ('columns' in found && found.rowIndex === row.number - 1) header = { rowIndex: found.rowIndex, columns: found.columns };
  }
  if (!header) {
    const found = findOfficialHeader(Array.from(top, (r) => r ?? []));
    return 'missing' in found && found.rowIndex !== null ? { missing: found.missing } : null;
  }
  const title = top
    .slice(0, header.rowIndex)
    .flat()
    .filter((c) => c !== null && c !== undefined && String(c).trim() !== '')
    .join(' ');
  return { title, rows };
}

/**
 * Reads the list's XLSX (exceljs' streaming reader: a second less than loading the whole workbook): the first sheet
 * with the import's header among its first rows (found by name, so an edition with another title row reads the same),
 * then every non-blank row under it with its sheet row number. A file without every column the import reads is
 * refused, naming them.
 */
export async function readOfficialListFile(file: string): Promise<OfficialListFile> {
  const fileName = path.basename(file);
  let buffer: Buffer;
  try {
    buffer = await readFile(file);
  } catch (error) {
    throw new OfficialListRefused(`Cannot read the official list ${file}: ${(error as Error).message}`);
  }
  let closest: string[] | null = null;
  try {
    const workbook = new stream.xlsx.WorkbookReader(Readable.from([buffer]), {
      sharedStrings: 'cache',
      hyperlinks: 'ignore',
      styles: 'ignore',
      worksheets: 'emit',
    });
    for await (const sheet of workbook) {
      const read = await readSheet(sheet as unknown as AsyncIterable<{ number: number; values: CellValue[] }>);
      if (read && 'rows' in read) return { fileName, sha256: createHash('sha256').update(buffer).digest('hex'), ...read };
      if (read && (!closest || read.missing.length < closest.length)) closest = read.missing;
    }
  } catch (error) {
    throw new OfficialListRefused(`${fileName} is not an Excel workbook (.xlsx): ${(error as Error).message}`);
  }
  if (closest) {
    const s = closest.length === 1 ? '' : 's';
    throw new OfficialListRefused(
      `${fileName} is refused: it has no column${s} ${closest.map((m) => `"${m}"`).join(', ')} (renamed or missing). Nothing was imported.`,
    );
  }
  throw new OfficialListRefused(
    `${fileName} is refused: no sheet has the list's header row (Service Name, Provider Name, Care Type, ...) in its first ${OFFICIAL_HEADER_SCAN_ROWS} rows. Nothing was imported.`,
  );
}
