/** Money is held in integer cents inside the rules; these convert at the edges. */

/** '1234.5' or 1234.5 -> 123450. Throws on anything that is not a finite amount. */
export function toCents(amount: string | number): number {
  const value = typeof amount === 'number' ? amount : Number(amount);
  if (!Number.isFinite(value)) throw new RangeError(`Not an amount: ${String(amount)}`);
  return Math.round(value * 100);
}

/** 123450 -> 1234.5 (a number rounded to cents, as the API returns computed money). */
export function centsToAmount(cents: number): number {
  return Math.round(cents) / 100;
}

/** 123450 -> '1234.50' (the decimal-string form the API uses for stored money). */
export function centsToDecimalString(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const audFormatters = new Map<number, Intl.NumberFormat>();

/** 1234.5 -> '$1,234.50'; with fractionDigits 0 -> '$1,235'. */
export function formatAud(amount: number, fractionDigits = 2): string {
  let formatter = audFormatters.get(fractionDigits);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-AU', {
      style: 'currency',
      currency: 'AUD',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    audFormatters.set(fractionDigits, formatter);
  }
  return formatter.format(amount);
}

/** 123450 -> '$1,234.50'; with fractionDigits 0 -> '$1,235': money held in cents, as people read it. */
export function formatCents(cents: number, fractionDigits = 2): string {
  return formatAud(cents / 100, fractionDigits);
}

/** '$1,234.50', '1234.5', '$0' -> cents; null when not an amount (typed by a person: a statement line, a carry-over). */
export function parseMoneyCents(text: string): number | null {
  const t = text
    .trim()
    .replace(/^\$|\s/g, '')
    .replace(/,/g, '')
    .replace(/^\$/, '');
  if (!/^-?\d+(\.\d{1,2})?$/.test(t)) return null;
  return Math.round(Number(t) * 100);
}
