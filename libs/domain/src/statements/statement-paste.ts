/**
 * Reading a statement table pasted from a spreadsheet (tab-separated) or a PDF (columns apart by two or more
 * spaces). Columns are matched by their header when the first row has one, else taken in the page's order.
 * Every row is kept: a catalogue service as a service line; care management, a fee or a row that cannot be
 * read as a charge line (with the reason), so the check accounts for it; a "Total" row as the statement's own
 * total, which the lines must add up to.
 */
import { PRICE_TIMES, type PriceTime } from '../pricing/indicative-prices.js';
import { isIsoDate, type IsoDate } from '../shared/calendar.js';
import { parseMoneyCents } from '../shared/money.js';
import { classifyCharge, type ChargeLine } from './charge-lines.js';
import { defaultTimeBand, lineAmountCents, parseQuantity } from './statement-fields.js';
import type { StatementItem, StatementLine } from './statement-checks.js';

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
  /** Every row of the statement, in its order: service lines and charge lines. */
  lines: StatementItem[];
  /** The rows that could not be read as a service line, and why (each is also a charge line in lines). */
  problems: PasteProblem[];
  /** The statement's own total, from a "Total" row; null when it has none. */
  statedTotalCents: number | null;
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

/** A row that gives the statement's total ("Total", "Total charges", "Amount due"), not a line. */
const TOTAL_ROW = /^(sub-?)?totals?\b|^(amount|balance)\s+(due|owing)\b|^total\s+charges?\b/i;

/** A money amount written with a dollar sign, inside any text ("Care management $65" -> 6500). */
const DOLLARS = /\$\s?(\d[\d,]*(?:\.\d{1,2})?)/g;

const isFigure = (cell: string) => parseStatementDate(cell) !== null || parseMoneyCents(cell) !== null;

/** What a row says it is for: its service cell, else its words without dates and amounts. */
function describeRow(cells: readonly string[], serviceCell: string): string {
  const words = serviceCell && !isFigure(serviceCell) ? serviceCell : cells.filter((c) => c && !isFigure(c)).join(' ');
  return words.replace(DOLLARS, '').replace(/\s+/g, ' ').trim();
}

/** A row's amount: its amount column when the row has the table's shape, else the last dollar figure in it. */
function rowAmount(cells: readonly string[], amountCell: string | null, contributionIndex: number): number | null {
  if (amountCell !== null && amountCell !== '') {
    const amount = parseMoneyCents(amountCell);
    if (amount !== null) return amount;
  }
  const figures = cells.flatMap((cell, i) => {
    if (i === contributionIndex || parseStatementDate(cell) !== null) return [];
    // A figure alone in a cell after the first ("Care management | 65"); inside words only with a "$".
    const whole = i > 0 || /^\$/.test(cell.trim()) ? parseMoneyCents(cell) : null;
    if (whole !== null) return [whole];
    return [...cell.matchAll(DOLLARS)].map((m) => parseMoneyCents(m[1])).filter((c): c is number => c !== null);
  });
  return figures.length > 0 ? figures[figures.length - 1] : null;
}

/** A row as a charge line: care management, a fee, or a line that could not be read (with why). */
function chargeFromRow(cells: readonly string[], columns: readonly StatementColumn[], reason?: string): ChargeLine {
  // The table's columns say where the amount and contribution are only when the row has the table's shape.
  const shaped = cells.length >= columns.length - 1;
  const cell = (column: StatementColumn) => {
    const i = columns.indexOf(column);
    return shaped && i >= 0 ? (cells[i] ?? '') : null;
  };
  const date = [cell('date') ?? '', ...cells].map(parseStatementDate).find((d) => d !== null) ?? null;
  const description = describeRow(cells, cell('service') ?? '') || cells.filter(Boolean).join(' ');
  const contribution = parseMoneyCents(cell('contribution') ?? '');
  return {
    kind: 'charge',
    description,
    date,
    amountCents: rowAmount(cells, cell('amount'), shaped ? columns.indexOf('contribution') : -1),
    contributionCents: contribution !== null && contribution > 0 ? contribution : 0,
    ...(reason ? { reason } : {}),
  };
}

/**
 * The pasted text as statement lines: every row that is not blank or a total becomes a line. Without a header
 * the columns are taken as date, service, time, quantity, price, amount, contribution; with six cells, the
 * time is left out (each line's band then follows its date).
 */
export function parsePastedStatement(text: string, serviceNames: readonly string[]): PastedStatement {
  const rows = text.split(/\r?\n/).map((raw, i) => ({ row: i + 1, raw, cells: splitCells(raw) }));
  const filled = rows.filter((r) => r.raw.trim() !== '');
  const header = filled.length > 0 ? headerColumns(filled[0].cells) : null;
  const body = header ? filled.slice(1) : filled;
  const lines: StatementItem[] = [];
  const problems: PasteProblem[] = [];
  let statedTotalCents: number | null = null;
  let columns: StatementColumn[] = header ?? [...STATEMENT_COLUMNS];
  for (const r of body) {
    const rowColumns = header ?? (r.cells.length === 6 ? STATEMENT_COLUMNS.filter((c) => c !== 'timeBand') : [...STATEMENT_COLUMNS]);
    if (!header) columns = rowColumns;
    const first = r.cells.find((c) => c !== '') ?? '';
    if (TOTAL_ROW.test(first)) {
      statedTotalCents = chargeFromRow(r.cells, rowColumns).amountCents ?? statedTotalCents;
      continue;
    }
    // Care management and fees are never catalogue services, even when their words start like one.
    const asCharge = chargeFromRow(r.cells, rowColumns);
    if (classifyCharge(asCharge.description) !== 'unknown') {
      lines.push(asCharge);
      continue;
    }
    const read = readRow(r.cells, rowColumns, serviceNames);
    if (typeof read === 'string') {
      problems.push({ row: r.row, text: r.raw.trim(), reason: read });
      lines.push(chargeFromRow(r.cells, rowColumns, read));
    } else lines.push(read);
  }
  return { lines, problems, statedTotalCents, columns, hadHeader: header !== null };
}
