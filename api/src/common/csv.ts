/**
 * CSV for spreadsheets. Every cell is quoted; a cell that a spreadsheet would run as a formula
 * (starting with = + - @, tab or carriage return) gets a leading apostrophe (OWASP "CSV injection").
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value);
  // Only text can carry a formula; numbers and dates are written as they are, and so is text that is only a
  // number ('-12.50', an amount over budget): a spreadsheet reads it as that number and nothing else.
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text) && !/^-\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly unknown[]>): string {
  const lines = [header.map(csvCell).join(','), ...rows.map((row) => row.map(csvCell).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}
