/**
 * Business days as the lead promise counts them: Monday to Friday, national
 * public holidays excluded, in the provider's state time zone. Pure: the clock is always an argument.
 *
 * The calendar of national public holidays is an argument too: the API builds it from date-holidays
 * (maintained, with Easter and the substitute days that move a holiday off a weekend), and so do these
 * rules' worked examples; the web apps, which never count business days, do not download 800 KB of other
 * countries' holidays. Time zones come from Intl with IANA names, built into every runtime.
 */
import type { StateCode } from '../shared/constants.js';
import type { IsoDate } from '../shared/calendar.js';

/** Each state's clock. The ACT keeps Sydney's time; Queensland and the Northern Territory have no daylight saving. */
export const STATE_TIME_ZONES: Readonly<Record<StateCode, string>> = {
  NSW: 'Australia/Sydney',
  ACT: 'Australia/Sydney',
  VIC: 'Australia/Melbourne',
  QLD: 'Australia/Brisbane',
  SA: 'Australia/Adelaide',
  WA: 'Australia/Perth',
  TAS: 'Australia/Hobart',
  NT: 'Australia/Darwin',
};

/** The business days a provider has to make first contact with a new lead. */
export const LEAD_CONTACT_BUSINESS_DAYS = 2;

/** The national public holidays of a year (substitute days included), as ISO dates. */
export type HolidayCalendar = (year: number) => ReadonlySet<IsoDate>;

/** What a holiday library gives for a year (date-holidays' getHolidays): 'YYYY-MM-DD hh:mm:ss' dates and a type. */
export interface HolidaySource {
  getHolidays(year: number): ReadonlyArray<{ date: string; type: string }>;
}

/** A calendar of a source's public holidays, each year worked out once. */
export function holidayCalendar(source: HolidaySource): HolidayCalendar {
  const byYear = new Map<number, ReadonlySet<IsoDate>>();
  return (year) => {
    let days = byYear.get(year);
    if (!days) {
      days = new Set(
        source
          .getHolidays(year)
          .filter((h) => h.type === 'public')
          .map((h) => h.date.slice(0, 10)),
      );
      byYear.set(year, days);
    }
    return days;
  };
}

/** Monday to Friday and not a national public holiday. */
export function isBusinessDay(date: IsoDate, holidays: HolidayCalendar): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidays(Number(date.slice(0, 4))).has(date);
}

function nextDate(date: IsoDate): IsoDate {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

interface WallClock {
  date: IsoDate;
  /** 'HH:MM:SS.mmm' */
  time: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The date and time on a wall clock in this zone at this instant. */
export function wallClock(instant: Date, timeZone: string): WallClock {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  const ms = String(instant.getUTCMilliseconds()).padStart(3, '0');
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}:${parts.second}.${ms}` };
}

/** Milliseconds the zone is ahead of UTC at this instant. */
function offsetMs(instant: Date, timeZone: string): number {
  const { date, time } = wallClock(instant, timeZone);
  return Date.parse(`${date}T${time}Z`) - instant.getTime();
}

/**
 * The instant a wall clock in this zone shows this date and time (two passes over the zone's offset). A time
 * skipped by daylight saving (02:30 on the October change) lands an hour later, as the clocks do; a time
 * shown twice (the April change) takes its second showing.
 */
export function instantAt(clock: WallClock, timeZone: string): Date {
  const asUtc = Date.parse(`${clock.date}T${clock.time}Z`);
  const guess = asUtc - offsetMs(new Date(asUtc), timeZone);
  return new Date(asUtc - offsetMs(new Date(guess), timeZone));
}

/**
 * The instant by which a lead that arrived at `arrivedAt` must have been contacted: the same time of day
 * on the second business day after the day it arrived (Monday 10:00 gives Wednesday 10:00, Friday 15:00
 * gives Tuesday 15:00). A lead that arrived on a weekend or holiday has the two next business days in
 * full: it is due at the end of the second one.
 */
export function contactDeadline(arrivedAt: Date, state: StateCode, holidays: HolidayCalendar, businessDays: number = LEAD_CONTACT_BUSINESS_DAYS): Date {
  const zone = STATE_TIME_ZONES[state];
  const arrival = wallClock(arrivedAt, zone);
  let date = arrival.date;
  for (let counted = 0; counted < businessDays;) {
    date = nextDate(date);
    if (isBusinessDay(date, holidays)) counted += 1;
  }
  if (isBusinessDay(arrival.date, holidays)) return instantAt({ date, time: arrival.time }, zone);
  return instantAt({ date: nextDate(date), time: '00:00:00.000' }, zone);
}
