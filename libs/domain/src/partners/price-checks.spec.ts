import { likelyMeant, priceConcerns, waitingWithTheirService, withoutConcerns } from './price-checks.js';
import type { PriceCheckService } from './price-checks.js';

const SERVICES = new Map<number, PriceCheckService>([
  [6, { name: 'Personal care', unit: 'hour' }],
  [14, { name: 'Meal delivery (per meal)', unit: 'meal' }],
  [99, { name: 'Pet care', unit: 'hour' }],
]);

describe('priceConcerns', () => {
  it('says a typed $975 for personal care back and offers the price probably meant', () => {
    const [concern, ...rest] = priceConcerns([{ serviceId: 6, standard: '97.50' }], [{ serviceId: 6, standard: 975 }], SERVICES);
    expect(rest).toEqual([]);
    expect(concern).toMatchObject({ serviceId: 6, timeBand: 'standard', oldPrice: '97.50', newPrice: '975.00', suggestion: '97.50' });
    expect(concern!.kinds).toEqual(['farAbove', 'bigRise']);
    expect(concern!.message).toBe(
      '$975.00 an hour for Personal care (weekday daytime): did you mean $97.50? Most providers charge $85.00 to $115.00 an hour on weekdays. Your price now is $97.50.',
    );
  });

  it('asks about a new price far outside the range even with no price before', () => {
    const [concern] = priceConcerns([], [{ serviceId: 14, standard: '1.50' }], SERVICES);
    expect(concern).toMatchObject({ oldPrice: null, newPrice: '1.50', kinds: ['farBelow'], suggestion: '15.00' });
    expect(concern!.message).toContain('$1.50 a meal for Meal delivery (per meal) (weekday daytime): did you mean $15.00?');
  });

  it('asks about a change of more than half inside the range, and not about one of less', () => {
    expect(priceConcerns([{ serviceId: 6, standard: '60.00' }], [{ serviceId: 6, standard: '95.00' }], SERVICES)[0]!.kinds).toEqual(['bigRise']);
    expect(priceConcerns([{ serviceId: 6, standard: '100.00' }], [{ serviceId: 6, standard: '49.00' }], SERVICES)[0]!.kinds).toEqual(['bigFall']);
    expect(priceConcerns([{ serviceId: 6, standard: '100.00' }], [{ serviceId: 6, standard: '149.00' }], SERVICES)).toEqual([]);
  });

  it('allows public-holiday loadings up to three times the range top, and no range check for a service without one', () => {
    expect(priceConcerns([], [{ serviceId: 6, standard: 100, publicHoliday: 230 }], SERVICES)).toEqual([]);
    expect(priceConcerns([], [{ serviceId: 6, standard: 100, publicHoliday: 350 }], SERVICES)[0]).toMatchObject({ timeBand: 'publicHoliday' });
    expect(priceConcerns([], [{ serviceId: 99, standard: 900 }], SERVICES)).toEqual([]);
  });

  it('says nothing for prices that did not change, however unusual', () => {
    expect(priceConcerns([{ serviceId: 6, standard: '975.00' }], [{ serviceId: 6, standard: 975 }], SERVICES)).toEqual([]);
  });

  it('asks "is that right?" when no moved decimal point fits', () => {
    const [concern] = priceConcerns([{ serviceId: 6, standard: '100.00' }], [{ serviceId: 6, standard: 400 }], SERVICES);
    expect(concern!.suggestion).toBeNull();
    expect(concern!.message).toMatch(/^\$400\.00 an hour for Personal care \(weekday daytime\): is that right\?/);
  });
});

describe('likelyMeant', () => {
  it('moves the decimal point to the amount nearest the live price, else the range median', () => {
    expect(likelyMeant('Personal care', 'standard', 9800, 980)).toBe(9800);
    expect(likelyMeant('Personal care', 'standard', null, 1000)).toBe(10000);
  });

  it('offers nothing when every moved decimal point is still unusual', () => {
    expect(likelyMeant('Personal care', 'standard', null, 10500)).toBeNull();
  });
});

describe('withoutConcerns', () => {
  it('keeps the live value of each held price and publishes everything else as sent', () => {
    const before = [{ serviceId: 6, standard: '97.50', evening: '110.00' }];
    const after = [
      { serviceId: 6, standard: 975, evening: 115 },
      { serviceId: 14, standard: 16 },
    ];
    expect(withoutConcerns(before, after, [{ serviceId: 6, timeBand: 'standard', oldPrice: '97.50' }])).toEqual([
      { serviceId: 6, standard: '97.50', evening: 115 },
      { serviceId: 14, standard: 16 },
    ]);
  });

  it('leaves out a new service whose only price is held', () => {
    expect(withoutConcerns([], [{ serviceId: 6, standard: 975 }], [{ serviceId: 6, timeBand: 'standard', oldPrice: null }])).toEqual([]);
  });
});

describe('waitingWithTheirService', () => {
  it("holds a new service's other prices with its held weekday daytime price, so none is lost", () => {
    const after = [{ serviceId: 6, standard: 975, evening: 110, sunday: null }];
    expect(waitingWithTheirService([], after, [{ serviceId: 6, timeBand: 'standard' }])).toEqual([{ serviceId: 6, timeBand: 'evening', newPrice: '110.00' }]);
  });

  it('holds nothing more for a service that already had prices', () => {
    expect(
      waitingWithTheirService([{ serviceId: 6, standard: '97.50' }], [{ serviceId: 6, standard: 975, evening: 110 }], [{ serviceId: 6, timeBand: 'standard' }]),
    ).toEqual([]);
  });
});
