import { Workbook, type CellValue } from 'exceljs';
import { SHIPPED_OFFICIAL_LIST } from '../../src/config/app-config.js';

/** A row of the list as cells (index 0 is column A), with its row number in the shipped file. */
export interface ListRow {
  rowNumber: number;
  cells: CellValue[];
}

export interface ListSheet {
  header: string[];
  rows: ListRow[];
}

let shipped: Promise<ListSheet> | null = null;

/** The shipped 2025 list's header and service rows (read once per test file). */
export function readShippedList(): Promise<ListSheet> {
  shipped ??= (async () => {
    const workbook = new Workbook();
    await workbook.xlsx.readFile(SHIPPED_OFFICIAL_LIST);
    const sheet = workbook.worksheets[0]!;
    const cells = (n: number) => (sheet.getRow(n).values as CellValue[]).slice(1);
    const rows: ListRow[] = [];
    for (let n = 4; n <= sheet.rowCount; n += 1) rows.push({ rowNumber: n, cells: cells(n) });
    return { header: cells(3).map(String), rows };
  })();
  return shipped;
}

/** Reads and changes rows by the header's names. */
export class ListColumns {
  constructor(private readonly header: readonly string[]) {}

  at(name: string): number {
    const index = this.header.indexOf(name);
    if (index < 0) throw new Error(`No column ${name}`);
    return index;
  }

  get(row: ListRow, name: string): CellValue {
    return row.cells[this.at(name)] ?? null;
  }

  /** A copy of the row with these cells changed. */
  with(row: ListRow, changes: Record<string, CellValue>): ListRow {
    const cells = [...row.cells];
    for (const [name, value] of Object.entries(changes)) cells[this.at(name)] = value;
    return { rowNumber: row.rowNumber, cells };
  }
}

/**
 * Writes a list file as the department lays it out: a title row, a blank row, the header (row 3), then one row a
 * service from row 4 (or, with extraTitleRows, lower down).
 */
export async function writeListFile(
  file: string,
  sheet: { title: string; header: readonly string[]; rows: readonly ListRow[]; extraTitleRows?: string[] },
): Promise<void> {
  const workbook = new Workbook();
  const out = workbook.addWorksheet('Service List - Australia');
  out.addRow([sheet.title]);
  for (const line of sheet.extraTitleRows ?? []) out.addRow([line]);
  out.addRow([]);
  out.addRow([...sheet.header]);
  for (const row of sheet.rows) out.addRow(row.cells);
  await workbook.xlsx.writeFile(file);
}
