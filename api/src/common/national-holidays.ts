import Holidays from 'date-holidays';
import { holidayCalendar, type HolidayCalendar } from '@homeward/domain';

let calendar: HolidayCalendar | undefined;

/** Australia's national public holidays (date-holidays, country level: no state-only days), built once per process. */
export function nationalHolidays(): HolidayCalendar {
  calendar ??= holidayCalendar(new Holidays('AU'));
  return calendar;
}
