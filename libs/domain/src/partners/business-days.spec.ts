import Holidays from 'date-holidays';
import { contactDeadline, holidayCalendar, instantAt, isBusinessDay, STATE_TIME_ZONES } from './business-days.js';
import type { StateCode } from '../shared/constants.js';

const holidays = holidayCalendar(new Holidays('AU'));

describe('isBusinessDay', () => {
  it.each([
    ['2026-06-15', true, 'a Monday'],
    ['2026-06-20', false, 'a Saturday'],
    ['2026-06-21', false, 'a Sunday'],
    ['2026-01-26', false, 'Australia Day'],
    ['2026-04-03', false, 'Good Friday'],
    ['2026-04-06', false, 'Easter Monday'],
    ['2026-12-25', false, 'Christmas Day'],
    ['2026-12-28', false, 'Boxing Day moved off the Saturday'],
    ['2026-10-05', true, "NSW's Labour Day: a state holiday, not a national one"],
    ['2026-06-08', true, "the King's Birthday: not national (WA and Queensland keep it on other days)"],
  ])('%s is %s (%s)', (date, expected) => {
    expect(isBusinessDay(date, holidays)).toBe(expected);
  });
});

describe('contactDeadline: two business days in the provider state time zone', () => {
  it.each<[string, StateCode, string, string]>([
    ['Monday 10:00 gives Wednesday 10:00', 'NSW', '2026-06-15T00:00:00Z', '2026-06-17T00:00:00.000Z'],
    ['Friday 15:00 gives Tuesday 15:00 (the weekend does not count)', 'NSW', '2026-06-19T05:00:00Z', '2026-06-23T05:00:00.000Z'],
    ['Saturday 11:00 gives the end of Tuesday (Monday and Tuesday in full)', 'NSW', '2026-06-20T01:00:00Z', '2026-06-23T14:00:00.000Z'],
    ['Australia Day 10:00 gives the end of Wednesday', 'NSW', '2026-01-25T23:00:00Z', '2026-01-28T13:00:00.000Z'],
    [
      'Thursday before Easter gives the Wednesday after, on winter time (daylight saving ended on the Sunday)',
      'NSW',
      '2026-04-01T22:00:00Z',
      '2026-04-07T23:00:00.000Z',
    ],
    [
      'Christmas Eve noon gives Wednesday 30 December noon (Christmas and the Boxing Day substitute skipped)',
      'VIC',
      '2026-12-24T01:00:00Z',
      '2026-12-30T01:00:00.000Z',
    ],
    ['Friday 10:00 before daylight saving starts gives Tuesday 10:00 summer time in Sydney', 'NSW', '2026-10-02T00:00:00Z', '2026-10-05T23:00:00.000Z'],
    ['the same Friday in Brisbane gives Tuesday 10:00 (no daylight saving in Queensland)', 'QLD', '2026-10-02T00:00:00Z', '2026-10-06T00:00:00.000Z'],
    ['Adelaide keeps its half-hour: Monday 09:00 gives Wednesday 09:00', 'SA', '2026-06-14T23:30:00Z', '2026-06-16T23:30:00.000Z'],
    ['Friday 23:00 in Perth is still Friday: Tuesday 23:00', 'WA', '2026-06-19T15:00:00Z', '2026-06-23T15:00:00.000Z'],
    ['the same instant is Saturday 01:00 in Sydney: the end of Tuesday', 'NSW', '2026-06-19T15:00:00Z', '2026-06-23T14:00:00.000Z'],
    ['Darwin, no daylight saving: Thursday 16:00 gives Monday 16:00', 'NT', '2026-11-19T06:30:00Z', '2026-11-23T06:30:00.000Z'],
  ])('%s', (_case, state, arrivedAt, deadline) => {
    expect(contactDeadline(new Date(arrivedAt), state, holidays).toISOString()).toBe(deadline);
  });
});

describe('instantAt', () => {
  it('moves a time skipped by daylight saving an hour later, as the clocks do', () => {
    expect(instantAt({ date: '2026-10-04', time: '02:30:00.000' }, STATE_TIME_ZONES.NSW).toISOString()).toBe('2026-10-03T16:30:00.000Z');
  });

  it('reads an ordinary wall-clock time in the zone', () => {
    expect(instantAt({ date: '2026-07-01', time: '09:00:00.000' }, STATE_TIME_ZONES.WA).toISOString()).toBe('2026-07-01T01:00:00.000Z');
  });
});
