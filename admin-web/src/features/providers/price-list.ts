import { isValidPriceAmount, PRICE_RULES, PRICE_TIMES, type PriceTime, type ProviderPriceInput } from '@homeward/domain';

/** A price-list row as the form holds it: what GET sent (decimal strings) or what was typed. */
export type PriceRowValues = { serviceId: number; serviceName?: string; unit?: string } & Partial<Record<PriceTime, string | number | null>>;

export const PRICE_FORM_MESSAGES = {
  amount: `Enter a price like 98.50: more than $0, up to $${PRICE_RULES.maxAmount.toLocaleString('en-AU')}, at most 2 decimal places`,
  standardRequired: 'Enter the weekday daytime price, or clear this row',
  summary: 'Check the prices marked in the price list',
} as const;

const isBlank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/** A row with any price typed in it (a blank row is "price not published" and needs nothing). */
export function rowHasPrice(row: PriceRowValues): boolean {
  return PRICE_TIMES.some((time) => !isBlank(row[time]));
}

/** Rows of offered services that hold at least one price: the others are "not published". */
export function filledRows(rows: readonly PriceRowValues[] | null | undefined, offered: readonly number[]): PriceRowValues[] {
  const wanted = new Set(offered.map(Number));
  return (rows ?? []).filter((row) => wanted.has(Number(row.serviceId)) && rowHasPrice(row));
}

/** Inline errors keyed `${serviceId}.${time}`; empty when the list can be saved. */
export function priceFormErrors(rows: readonly PriceRowValues[] | null | undefined, offered: readonly number[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const row of filledRows(rows, offered)) {
    for (const time of PRICE_TIMES) {
      const value = row[time];
      if (isBlank(value)) {
        if (time === 'standard') errors[`${row.serviceId}.standard`] = PRICE_FORM_MESSAGES.standardRequired;
      } else if (!isValidPriceAmount(typeof value === 'string' ? value.trim().replace(/^\$/, '') : value)) {
        errors[`${row.serviceId}.${time}`] = PRICE_FORM_MESSAGES.amount;
      }
    }
  }
  return errors;
}

/** The form's rows -> the API's price list: offered services with a price, amounts as numbers, blanks as null. */
export function toPriceInputs(rows: readonly PriceRowValues[] | null | undefined, offered: readonly number[]): ProviderPriceInput[] {
  return filledRows(rows, offered).map((row) => {
    const out: ProviderPriceInput = { serviceId: Number(row.serviceId) };
    for (const time of PRICE_TIMES) {
      const value = row[time];
      out[time] = isBlank(value) ? null : Number(String(value).trim().replace(/^\$/, ''));
    }
    return out;
  });
}

/** One row's value changed: a new array (rows of other services kept as they are). */
export function withPrice(rows: readonly PriceRowValues[] | null | undefined, serviceId: number, time: PriceTime, value: string): PriceRowValues[] {
  const list = [...(rows ?? [])];
  const index = list.findIndex((r) => Number(r.serviceId) === serviceId);
  if (index === -1) list.push({ serviceId, [time]: value });
  else list[index] = { ...list[index], [time]: value };
  return list;
}

/** "priced 3 of 5": offered services with a published price, for the grid. */
export function pricedCount(record: { servicesOffered: readonly number[]; prices?: ReadonlyArray<{ serviceId: number }> | null }): {
  priced: number;
  offered: number;
} {
  const offered = new Set(record.servicesOffered);
  return { priced: (record.prices ?? []).filter((p) => offered.has(p.serviceId)).length, offered: offered.size };
}
