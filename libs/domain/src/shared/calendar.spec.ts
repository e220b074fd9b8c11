import { australianDate, isIsoDate, laterDate } from './calendar.js';
import { itGives } from './spec-tables.fixture.js';

describe('australianDate', () => {
  it.each([
    ['2026-09-30T13:59:59Z', '2026-09-30'], // 11:59 pm in Sydney (AEST, +10)
    ['2026-09-30T14:00:00Z', '2026-10-01'], // midnight in Sydney: personal care's new rules apply
    ['2026-11-26T15:00:00Z', '2026-11-27'], // daylight saving (+11)
  ])('%s is %s in Sydney', (instant, date) => expect(australianDate(new Date(instant))).toBe(date));
});

describe('isIsoDate', () => {
  itGives(isIsoDate, '%p -> %p', [
    ['2026-10-01', true],
    ['2026-13-01', false],
    ['1 October 2026', false],
    [20261001, false],
  ]);
});

it('laterDate picks the later ISO date', () => expect(laterDate('2026-07-01', '2026-09-20')).toBe('2026-09-20'));
