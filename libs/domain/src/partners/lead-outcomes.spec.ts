import { itGives } from '../shared/spec-tables.fixture.js';
import { isFirstContact, isLeadOutcome, isLeadOverdue, leadClockState } from './lead-outcomes.js';

describe('isLeadOverdue', () => {
  const deadline = new Date('2026-06-17T00:00:00Z');
  it.each([
    ['new, before the deadline', 'new', false, '2026-06-16T23:59:59Z', false],
    ['new, at the deadline', 'new', false, '2026-06-17T00:00:00Z', true],
    ['new, after the deadline', 'new', false, '2026-06-20T00:00:00Z', true],
    ['contacted after the deadline', 'contacted', false, '2026-06-20T00:00:00Z', false],
    ['could not reach: an attempt was made', 'could_not_reach', false, '2026-06-20T00:00:00Z', false],
    ['new but erased: nobody to contact', 'new', true, '2026-06-20T00:00:00Z', false],
  ] as const)('%s', (_case, outcome, erased, now, expected) => {
    expect(isLeadOverdue({ outcome, erased, deadline }, new Date(now))).toBe(expected);
  });
});

describe('isFirstContact', () => {
  it('counts every outcome but new', () => {
    expect(isFirstContact('new')).toBe(false);
    expect(isFirstContact('not_suitable')).toBe(true);
  });
});

describe('isLeadOutcome', () => {
  itGives(isLeadOutcome, '%s is %s', [
    ['became_client', true],
    ['closed', false],
    [3, false],
  ]);
});

describe('leadClockState', () => {
  it('keeps a known state and falls back to NSW', () => {
    expect(leadClockState('WA')).toBe('WA');
    expect(leadClockState('XX')).toBe('NSW');
    expect(leadClockState(null)).toBe('NSW');
  });
});
