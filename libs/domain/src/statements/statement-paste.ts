/**
 * Reading a statement table pasted from a spreadsheet (tab-separated) or a PDF (columns apart by two or more
 * spaces). Columns are matched by their header when the first row has one, else taken in the page's order.
 * A row that cannot be read is returned with the reason, never dropped: the page shows it back.
 */
import { PRICE_TIMES, type PriceTime } from '../pricing/indicative-prices.js';
import { isIsoDate, type IsoDate } from '../shared/calendar.js';
import { parseMoneyCents } from '../shared/money.js';
import { lineAmountCents, type StatementLine } from './statement-checks.js';

export const STATEMENT_COLUMNS = ['date', 'service', 'timeBand', 'quantity', 'unitPrice', 'amount', 'contribution'] as const;
export type StatementColumn = (typeof STATEMENT_COLUMNS)[number];

/** Header words that name each column (lower case; a header cell matches when it contains one). */
const HEADER_WORDS: ReadonlyArray<[StatementColumn, readonly string[]]> = [
  ['contribution', ['contribution', 'you pay', 'co-pay', 'copay', 'client fee']],
  ['unitPrice', ['price', 'rate', 'unit cost']],
  ['amount', ['amount', 'charged', 'total', 'cost']],
  ['quantity', ['quantity', 'qty', 'hours', 'units']],
  ['timeBand', ['time', 'band', 'day type', 'shift']],
  ['service', ['service', 'description', 'item']],
  ['date', ['date', 'day']],
];

export interface PasteProblem {
  /** 1-based row of the pasted text. */
  row: number;
  text: string;
  reason: string;
}

export interface PastedStatement {
  lines: StatementLine[];
  problems: PasteProblem[];
  /** The columns used, in the pasted order (read from the header, or the default order). */
  columns: StatementColumn[];
  hadHeader: boolean;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const pad = (n: number) => String(n).padStart(2, '0');

/** '2026-11-03', '3/11/2026', '03/11/26', '3 Nov 2026', '3-Nov-26' -> '2026-11-03'; null when not a real date. */
export function parseStatementDate(text: string): IsoDate | null {
  const t = text.trim();
  let y: number;
  let m: number;
  let d: number;
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t);
  if (match) [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else if ((match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(t))) [d, m, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else if ((match = /^(\d{1,2})[\s-]([a-z]{3})[a-z]*\.?[\s-](\d{2}|\d{4})$/i.exec(t))) {
    [d, m, y] = [Number(match[1]), MONTHS.indexOf(match[2].toLowerCase()) + 1, Number(match[3])];
  } else return null;
  if (y < 100) y += 2000;
  const iso = `${y}-${pad(m)}-${pad(d)}`;
  if (!isIsoDate(iso)) return null;
  const check = new Date(`${iso}T00:00:00Z`);
  return check.getUTCDate() === d ? iso : null;
}

/** '2', '1.5', '1.5 hrs', '3 trips' -> the number; null when not a quantity. */
export function parseQuantity(text: string): number | null {
  const match = /^(\d+(?:\.\d+)?)\s*[a-z]*$/i.exec(text.trim());
  return match ? Number(match[1]) : null;
}

/** 'Weekday', 'Sat', 'Public holiday', 'PH', 'Evening' -> the band; null when not understood. */
export function parseTimeBand(text: string): PriceTime | null {
  const t = text.trim().toLowerCase();
  if ((PRICE_TIMES as readonly string[]).includes(text.trim())) return text.trim() as PriceTime;
  if (/^(public\s*holiday|ph|holiday|pub\.?\s*hol)/.test(t)) return 'publicHoliday';
  if (/^sat/.test(t)) return 'saturday';
  if (/^sun/.test(t)) return 'sunday';
  if (/^(evening|eve|night|weekday\s+evening|after\s*hours)/.test(t)) return 'evening';
  if (/^(weekday|standard|day|daytime|business|mon|tue|wed|thu|fri|normal)/.test(t)) return 'standard';
  return null;
}

/** Saturday and Sunday lines default to their day's band, every other day to weekday daytime. */
export function defaultTimeBand(date: IsoDate): PriceTime {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 6 ? 'saturday' : day === 0 ? 'sunday' : 'standard';
}

/** A catalogue name for what a statement calls a service: exact, then one that starts or contains it. */
export function matchServiceName(text: string, serviceNames: readonly string[]): string | null {
  const t = text.trim().toLowerCase();
  if (!t) return null;
  const exact = serviceNames.find((n) => n.toLowerCase() === t);
  if (exact) return exact;
  const candidates = serviceNames.filter((n) => n.toLowerCase().startsWith(t) || t.startsWith(n.toLowerCase().replace(/\s*\(.*\)$/, '')));
  if (candidates.length === 1) return candidates[0];
  const contained = serviceNames.filter((n) => n.toLowerCase().includes(t));
  return contained.length === 1 ? contained[0] : null;
}

function splitCells(row: string): string[] {
  return (row.includes('\t') ? row.split('\t') : row.trim().split(/\s{2,}/)).map((c) => c.trim());
}

function headerColumns(cells: readonly string[]): StatementColumn[] | null {
  const columns: StatementColumn[] = [];
  for (const cell of cells) {
    const lower = cell.toLowerCase();
    const found = HEADER_WORDS.find(([column, words]) => !columns.includes(column) && words.some((w) => lower.includes(w)));
    if (!found) return null;
    columns.push(found[0]);
  }
  return columns.includes('date') && columns.includes('service') ? columns : null;
}

/** Reads one row's cells by column; a reason when a cell cannot be read. */
function readRow(cells: readonly string[], columns: readonly StatementColumn[], serviceNames: readonly string[]): StatementLine | string {
  if (cells.length < columns.length - (columns.includes('contribution') ? 1 : 0) - (columns.includes('timeBand') ? 1 : 0)) {
    return 'Some columns are missing.';
  }
  const cell = (column: StatementColumn) => {
    const i = columns.indexOf(column);
    return i >= 0 ? (cells[i] ?? '') : '';
  };
  const date = parseStatementDate(cell('date'));
  if (!date) return `We could not read the date "${cell('date')}".`;
  const serviceName = matchServiceName(cell('service'), serviceNames);
  if (!serviceName) return `We do not know the service "${cell('service')}".`;
  const bandText = cell('timeBand');
  const timeBand = bandText ? parseTimeBand(bandText) : defaultTimeBand(date);
  if (!timeBand) return `We could not read the time "${bandText}".`;
  const quantity = parseQuantity(cell('quantity'));
  if (quantity === null) return `We could not read the quantity "${cell('quantity')}".`;
  const unitPriceCents = parseMoneyCents(cell('unitPrice'));
  if (unitPriceCents === null) return `We could not read the price "${cell('unitPrice')}".`;
  const amountText = cell('amount');
  const amountCents = amountText ? parseMoneyCents(amountText) : lineAmountCents(quantity, unitPriceCents);
  if (amountCents === null) return `We could not read the amount "${amountText}".`;
  const contributionText = cell('contribution');
  const contributionCents = contributionText ? parseMoneyCents(contributionText) : 0;
  if (contributionCents === null) return `We could not read the contribution "${contributionText}".`;
  return { date, serviceName, timeBand, quantity, unitPriceCents, amountCents, contributionCents };
}

/**
 * The pasted text as statement lines, and every row that could not be read with the reason. Without a header
 * the columns are taken as date, service, time, quantity, price, amount, contribution; with six cells, the
 * time is left out (each line's band then follows its date).
 */
export function parsePastedStatement(text: string, serviceNames: readonly string[]): PastedStatement {
  const rows = text.split(/\r?\n/).map((raw, i) => ({ row: i + 1, raw, cells: splitCells(raw) }));
  const filled = rows.filter((r) => r.raw.trim() !== '');
  const header = filled.length > 0 ? headerColumns(filled[0].cells) : null;
  const body = header ? filled.slice(1) : filled;
  const lines: StatementLine[] = [];
  const problems: PasteProblem[] = [];
  let columns: StatementColumn[] = header ?? [...STATEMENT_COLUMNS];
  for (const r of body) {
    const rowColumns = header ?? (r.cells.length === 6 ? STATEMENT_COLUMNS.filter((c) => c !== 'timeBand') : [...STATEMENT_COLUMNS]);
    if (!header) columns = rowColumns;
    const read = readRow(r.cells, rowColumns, serviceNames);
    if (typeof read === 'string') problems.push({ row: r.row, text: r.raw.trim(), reason: read });
    else lines.push(read);
  }
  return { lines, problems, columns, hadHeader: header !== null };
}
