import { CALCULATOR } from '../shared/constants.js';
import { itGives } from '../shared/spec-tables.fixture.js';
import { INDICATIVE_PRICE_RANGES, INDICATIVE_PRICES_SOURCE, indicativeRangeFor } from './indicative-prices.js';
import {
  compareQuotes,
  isValidPriceAmount,
  lowestPrice,
  orderQuotes,
  priceBand,
  priceListErrorMessages,
  priceListErrors,
  quotePlan,
  PRICE_RULES,
  type RankedQuote,
} from './quote.js';
import { SAMPLE_PRICE_LIST } from './price-list.fixture.js';
import { perWeekLabel, quantityText, unitForServiceName, unitLabel } from './units.js';

describe('units', () => {
  it.each([
    ['Transport (per trip)', 'trip', 'a trip', 'trips a week'],
    ['Meal delivery (per meal)', 'meal', 'a meal', 'meals a week'],
    ['Nursing care', 'hour', 'an hour', 'hours a week'],
    ['Meal preparation', 'hour', 'an hour', 'hours a week'],
  ])('%s is priced per %s (%s, %s)', (name, unit, each, perWeek) => {
    expect(unitForServiceName(name)).toBe(unit);
    expect(unitLabel(unit)).toBe(each);
    expect(perWeekLabel(unit)).toBe(perWeek);
  });

  it.each([
    [1, 'hour', '1 hour'],
    [2.5, 'hour', '2.5 hours'],
    [3, 'trip', '3 trips'],
    [1, 'meal', '1 meal'],
    [0, 'meal', '0 meals'],
    [2, 'furlong', '2 hours'],
  ])('quantityText(%p, %p) is %p', (n, unit, text) => {
    expect(quantityText(n, unit)).toBe(text);
  });
});

describe('indicative price ranges', () => {
  it('has one standard-time range per catalogue service with low <= median <= high and no cap in force', () => {
    expect(INDICATIVE_PRICE_RANGES).toHaveLength(14);
    for (const r of INDICATIVE_PRICE_RANGES) {
      expect(r.lowCents).toBeLessThanOrEqual(r.medianCents);
      expect(r.medianCents).toBeLessThanOrEqual(r.highCents);
      expect(r.cap).toBeNull();
      expect(r.unit).toBe(unitForServiceName(r.serviceName));
    }
    expect(INDICATIVE_PRICES_SOURCE.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it.each([
    ['Nursing care', 12500, 15000, 17900, 'hour'],
    ['Transport (per trip)', 4000, 7000, 9700, 'trip'],
    ['Meal delivery (per meal)', 1100, 1500, 2200, 'meal'],
    ['Home maintenance and gardening', 8500, 10300, 12000, 'hour'],
  ])('%s: %p-%p (median %p) a %s, from the facts file', (name, low, median, high, unit) => {
    expect(indicativeRangeFor(name)).toMatchObject({ lowCents: low, medianCents: median, highCents: high, unit });
  });

  it('has no range for other times of day or unknown services', () => {
    expect(indicativeRangeFor('Nursing care', 'sunday')).toBeUndefined();
    expect(indicativeRangeFor('Dog walking')).toBeUndefined();
  });
});

describe('priceBand', () => {
  const range = { lowCents: 8500, highCents: 11500 };
  it.each([
    [8499, 'below'],
    [8500, 'within'],
    [10000, 'within'],
    [11500, 'within'],
    [11501, 'above'],
    [0, 'below'],
  ])('%p cents is %p', (price, band) => {
    expect(priceBand(price, range)).toBe(band);
  });
});

describe('quotePlan', () => {
  const priceList = SAMPLE_PRICE_LIST;

  it.each([
    [
      'all priced',
      [
        { serviceId: 1, perWeek: 2 },
        { serviceId: 2, perWeek: 3 },
      ],
      59550,
      [],
      [],
      true,
    ],
    ['fractional quantity rounds per line', [{ serviceId: 4, perWeek: 1.5 }], 2300, [], [], true],
    [
      'unpriced service costs nothing and is listed',
      [
        { serviceId: 1, perWeek: 1 },
        { serviceId: 3, perWeek: 4 },
      ],
      15000,
      [3],
      [],
      false,
    ],
    [
      'missing service',
      [
        { serviceId: 2, perWeek: 1 },
        { serviceId: 9, perWeek: 2 },
      ],
      9850,
      [],
      [9],
      false,
    ],
    ['zero a week', [{ serviceId: 1, perWeek: 0 }], 0, [], [], true],
    ['empty plan', [], 0, [], [], true],
  ])('%s', (_label, plan, weekly, unpriced, missing, complete) => {
    const q = quotePlan(plan, priceList);
    expect(q.weeklyCents).toBe(weekly);
    expect(q.quarterlyCents).toBe(weekly * CALCULATOR.weeksPerQuarter);
    expect(q.unpricedServices).toEqual(unpriced);
    expect(q.missingServices).toEqual(missing);
    expect(q.complete).toBe(complete);
    expect(q.remainingBudgetCents).toBeNull();
  });

  it('gives what is left of the quarterly budget after care management (10%), negative when over', () => {
    // $2,682.75 less care management $268.28 leaves $2,414.47 for services.
    expect(quotePlan([{ serviceId: 1, perWeek: 1 }], priceList, { quarterlyBudgetCents: 268275 }).remainingBudgetCents).toBe(241447 - 195000);
    expect(quotePlan([{ serviceId: 1, perWeek: 2 }], priceList, { quarterlyBudgetCents: 268275 }).remainingBudgetCents).toBe(241447 - 390000);
  });
});

describe('orderQuotes', () => {
  const q = (id: number, complete: boolean, quarterlyCents: number, gaps = 0, distanceKm: number | null = null): RankedQuote => ({
    id,
    distanceKm,
    quote: { complete, quarterlyCents, unpricedServices: Array.from({ length: gaps }, (_, i) => i), missingServices: [] },
  });

  it('puts complete offers first, cheapest first, then partial offers by coverage then cost; ties by distance then id', () => {
    const ordered = orderQuotes([
      q(1, false, 100, 1),
      q(2, true, 5000),
      q(3, true, 3000, 0, 12),
      q(4, false, 50, 2),
      q(5, true, 3000, 0, 4),
      q(6, true, 3000, 0, null),
      q(7, false, 900, 1),
    ]);
    expect(ordered.map((x) => x.id)).toEqual([5, 3, 6, 2, 1, 7, 4]);
  });

  it('puts providers that list the place first within complete and within partial offers; featured plays no part', () => {
    const serving = (x: RankedQuote): RankedQuote => ({ ...x, servesArea: true });
    const ordered = orderQuotes([
      q(1, true, 1000, 0, 2),
      serving(q(2, true, 4000, 0, 30)),
      serving(q(3, true, 2000, 0, 700)),
      q(4, false, 10, 1, 1),
      serving(q(5, false, 900, 2, 5)),
    ]);
    // Complete: the two serving ones cheapest first, then the one that does not list the place; partial apart, serving first.
    expect(ordered.map((x) => x.id)).toEqual([3, 2, 1, 5, 4]);
  });

  it('is a consistent comparator', () => {
    expect(compareQuotes(q(1, true, 10), q(1, true, 10))).toBe(0);
  });
});

describe('price list validation', () => {
  itGives(isValidPriceAmount, 'isValidPriceAmount(%p) is %p', [
    [98, true],
    ['98.5', true],
    [98.55, true],
    [0.01, true],
    [PRICE_RULES.maxAmount, true],
    [PRICE_RULES.maxAmount + 0.01, false],
    [0, false],
    [-5, false],
    [98.555, false],
    ['abc', false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
    [null, false],
    ['', false],
  ]);

  it('names every bad field and accepts a good list', () => {
    expect(priceListErrors([{ serviceId: 1, standard: 98, evening: null, sunday: 120.5 }], [1, 2])).toEqual({});
    const errors = priceListErrors(
      [
        { serviceId: 1, standard: 0 },
        { serviceId: 5, standard: 90 },
        { serviceId: 2, evening: 100 },
        { serviceId: 1, standard: 90, saturday: 90.001 },
      ],
      [1, 2],
    );
    expect(priceListErrorMessages(errors)).toEqual([
      expect.stringMatching(/^prices\.0\.standard must be a positive amount/),
      'prices.1.serviceId 5 is not a service this provider offers',
      'prices.2.standard is required: the weekday daytime price',
      'prices.3.serviceId 1 is listed more than once',
      expect.stringMatching(/^prices\.3\.saturday must be a positive amount/),
    ]);
  });
});

describe('lowestPrice', () => {
  it.each([
    [[], null],
    [[{ standardCents: 9800, unit: 'hour' }], { amountCents: 9800, unit: 'hour' }],
    [
      [
        { standardCents: 9800, unit: 'hour' },
        { standardCents: 1450, unit: 'meal' },
        { standardCents: 9500, unit: 'hour' },
      ],
      { amountCents: 1450, unit: 'meal' },
    ],
    [
      [
        { standardCents: 9500, unit: 'hour' },
        { standardCents: 9500, unit: 'trip' },
      ],
      { amountCents: 9500, unit: 'hour' },
    ],
  ])('%j -> %j', (prices, expected) => {
    expect(lowestPrice(prices)).toEqual(expected);
  });
});
