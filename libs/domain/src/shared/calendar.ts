/**
 * Dates as the program's rules use them: ISO calendar dates ('2026-10-01'), compared as text. The rules take
 * the date asked as an argument and never read the clock; the edges (the API, the web apps, the facts
 * script) turn "now" into today's date here.
 */

/** An ISO calendar date, 'YYYY-MM-DD'. */
export type IsoDate = string;

const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export function isIsoDate(value: unknown): value is IsoDate {
  return typeof value === 'string' && ISO_DATE.test(value);
}

/**
 * The program is national and its dates start at midnight in the eastern states, so "today" is the date in
 * Sydney: at 15:00 UTC on 30 September it is already 1 October there.
 */
const SYDNEY_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The date in Australia (Sydney) at the instant given: the edges pass `new Date()`. */
export function australianDate(instant: Date): IsoDate {
  return SYDNEY_DATE.format(instant);
}

/** The later of two ISO dates. */
export function laterDate(a: IsoDate, b: IsoDate): IsoDate {
  return a >= b ? a : b;
}
