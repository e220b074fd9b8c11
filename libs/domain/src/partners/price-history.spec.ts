import { frequentRisesUntil, hasFrequentRises, monthsLater, priceListChanges, pricesRaisedOften, risePercent, withoutCorrections } from './price-history.js';

describe('priceListChanges', () => {
  it('lists each time band that changed, with old and new prices as 2-decimal strings', () => {
    const before = [{ serviceId: 6, standard: '70.00', evening: '80.00', saturday: null }];
    const after = [{ serviceId: 6, standard: 75, evening: '80', saturday: 90.5 }];
    expect(priceListChanges(before, after)).toEqual([
      { serviceId: 6, timeBand: 'standard', oldPrice: '70.00', newPrice: '75.00' },
      { serviceId: 6, timeBand: 'saturday', oldPrice: null, newPrice: '90.50' },
    ]);
  });

  it('records a service dropped from the list as its prices withdrawn, and a new service as new prices', () => {
    expect(priceListChanges([{ serviceId: 2, standard: '50.00' }], [{ serviceId: 9, standard: '60.00', sunday: '' }])).toEqual([
      { serviceId: 2, timeBand: 'standard', oldPrice: '50.00', newPrice: null },
      { serviceId: 9, timeBand: 'standard', oldPrice: null, newPrice: '60.00' },
    ]);
  });

  it('finds nothing when only the form of the amounts differs', () => {
    expect(priceListChanges([{ serviceId: 1, standard: '98.50', evening: null }], [{ serviceId: 1, standard: 98.5 }])).toEqual([]);
  });
});

describe('risePercent', () => {
  it.each([
    ['70.00', '77.00', 10],
    ['90.00', '100.00', 11.1],
    ['100.00', '100.01', 0],
    ['100.00', '90.00', null],
    ['100.00', '100.00', null],
    [null, '100.00', null],
    ['100.00', null, null],
  ])('%s to %s is %s', (oldPrice, newPrice, expected) => {
    expect(risePercent(oldPrice, newPrice)).toBe(expected);
  });
});

describe('monthsLater', () => {
  it.each([
    ['2025-11-26', 12, '2026-11-26'],
    ['2026-01-31', 1, '2026-02-28'],
    ['2024-02-29', 12, '2025-02-28'],
    ['2026-01-15', -24, '2024-01-15'],
  ])('%s plus %s months is %s', (date, months, expected) => {
    expect(monthsLater(date, months)).toBe(expected);
  });
});

describe('hasFrequentRises', () => {
  const now = new Date('2026-11-26T02:00:00Z');
  const rise = (changedAt: string) => ({ oldPrice: '70.00', newPrice: '75.00', changedAt });
  const fall = (changedAt: string) => ({ oldPrice: '75.00', newPrice: '70.00', changedAt });

  it.each([
    ['two rise days in 12 months', [rise('2026-01-10T01:00:00Z'), rise('2026-07-01T01:00:00Z')], false],
    ['three rise days in 12 months', [rise('2026-01-10T01:00:00Z'), rise('2026-07-01T01:00:00Z'), rise('2026-11-20T01:00:00Z')], true],
    ['three rises on one Australian day count once', [rise('2026-07-01T01:00:00Z'), rise('2026-07-01T05:00:00Z'), rise('2026-06-30T20:00:00Z')], false],
    ['a rise 13 months ago is outside the window', [rise('2025-10-20T01:00:00Z'), rise('2026-01-10T01:00:00Z'), rise('2026-07-01T01:00:00Z')], false],
    [
      'falls and new prices are not rises',
      [
        fall('2026-01-10T01:00:00Z'),
        { oldPrice: null, newPrice: '80.00', changedAt: '2026-02-10T01:00:00Z' },
        rise('2026-07-01T01:00:00Z'),
        rise('2026-08-01T01:00:00Z'),
      ],
      false,
    ],
  ])('%s: %s', (_case, changes, expected) => {
    expect(hasFrequentRises(changes, now)).toBe(expected);
  });
});

describe('frequentRisesUntil and pricesRaisedOften', () => {
  const rise = (changedAt: string) => ({ oldPrice: '70.00', newPrice: '75.00', changedAt });
  const three = [rise('2026-01-10T01:00:00Z'), rise('2026-07-01T01:00:00Z'), rise('2026-11-20T01:00:00Z')];

  it('ends 12 months after the third most recent rise day', () => {
    expect(frequentRisesUntil(three)).toBe('2027-01-10');
    expect(frequentRisesUntil([...three, rise('2025-05-01T01:00:00Z')])).toBe('2027-01-10');
    expect(frequentRisesUntil(three.slice(1))).toBeNull();
  });

  it.each([
    ['2027-01-09T12:00:00Z', true, 'the last day it applies (10 January in Sydney is the day it ends)'],
    ['2027-01-09T10:00:00Z', true, 'the day before it ends, Sydney time'],
    ['2027-01-09T13:00:00Z', false, 'already 10 January in Sydney'],
  ])('at %s: %s (%s)', (now, expected) => {
    expect(pricesRaisedOften('2027-01-10', new Date(now))).toBe(expected);
  });

  it('never applies without a date', () => {
    expect(pricesRaisedOften(null, new Date('2026-01-01T00:00:00Z'))).toBe(false);
  });
});

describe('withoutCorrections', () => {
  const change = (id: number, oldPrice: string | null, newPrice: string | null, changedAt: string, serviceId = 6) => ({
    id,
    serviceId,
    timeBand: 'standard' as const,
    oldPrice,
    newPrice,
    changedAt,
  });

  it('drops a typo put right within a day', () => {
    expect(withoutCorrections([change(2, '975.00', '97.50', '2026-11-02T03:00:00Z'), change(1, '97.50', '975.00', '2026-11-02T01:00:00Z')])).toEqual([]);
  });

  it('shows several tries within a day as one change, from the first old price to the last new one, at the last time', () => {
    const kept = withoutCorrections([
      change(1, '90.00', '990.00', '2026-11-02T01:00:00Z'),
      change(2, '990.00', '99.00', '2026-11-02T01:05:00Z'),
      change(3, '99.00', '98.00', '2026-11-02T20:00:00Z'),
    ]);
    expect(kept).toEqual([change(3, '90.00', '98.00', '2026-11-02T20:00:00Z')]);
  });

  it('keeps changes more than a day apart, and changes of other prices, as they are', () => {
    const changes = [
      change(1, '90.00', '95.00', '2026-11-01T00:00:00Z'),
      change(2, '95.00', '90.00', '2026-11-02T00:00:01Z'),
      change(3, '50.00', '55.00', '2026-11-01T00:00:00Z', 7),
    ];
    expect(withoutCorrections(changes)).toEqual(changes);
  });
});
