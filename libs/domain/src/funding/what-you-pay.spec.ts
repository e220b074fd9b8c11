import { officialContribution, readLetterRates, parseLetterRate, LETTER_RATE_MESSAGE } from './contribution-rates.js';
import { perPeriod, whatYouPay } from './what-you-pay.js';

const ON = '2026-11-29';

describe('perPeriod', () => {
  it('gives a quarter (13 weeks) a fortnight at 2/13 of it and a month at a third', () => {
    expect(perPeriod(130_000)).toEqual({ fortnight: 20_000, month: 43_333, quarter: 130_000 });
  });

  it('rounds each period once, to the cent, from the quarter', () => {
    expect(perPeriod(1)).toEqual({ fortnight: 0, month: 0, quarter: 1 });
    expect(perPeriod(0)).toEqual({ fortnight: 0, month: 0, quarter: 0 });
  });
});

describe('whatYouPay', () => {
  // Tran: 1.5 hours of domestic assistance a week at $84 is $126 a week, $1,638 a quarter; 2 hours of social
  // support at $80 is $160 a week, $2,080 a quarter.
  const costs = [
    { category: 'Everyday living' as const, costCents: 163_800 },
    { category: 'Independence' as const, costCents: 208_000 },
  ];

  it("with a part pensioner's letter rates the answer is exact, a fortnight first", () => {
    const official = officialContribution(costs, 'part-pensioner-or-cshc', ON, { independence: 0.12, everydayLiving: 0.3 });
    expect(official.isExact).toBe(true);
    expect(official.fromLetter).toBe(true);
    // 30% of $1,638 = $491.40; 12% of $2,080 = $249.60; $741.00 a quarter.
    expect(official.minCents).toBe(74_100);
    const pay = whatYouPay(official, 0)!;
    expect(pay.source).toBe('letter');
    expect(pay.isExact).toBe(true);
    expect(pay.min).toEqual({ fortnight: 11_400, month: 24_700, quarter: 74_100 });
  });

  it('without the letter a part pensioner gets the official range, still a fortnight first', () => {
    const official = officialContribution(costs, 'part-pensioner-or-cshc', ON);
    const pay = whatYouPay(official, 0)!;
    expect(pay.source).toBe('official-rates');
    expect(pay.isExact).toBe(false);
    // 17.5% to 80% of $1,638 and 5% to 50% of $2,080: $390.65 to $2,350.40 a quarter.
    expect(pay.min.quarter).toBe(39_065);
    expect(pay.max.quarter).toBe(235_040);
    expect(pay.min.fortnight).toBe(6_010);
    expect(pay.max.fortnight).toBe(36_160);
  });

  it('the letter rates count only for a part pensioner or card holder', () => {
    const official = officialContribution(costs, 'full-pensioner', ON, { independence: 0.12, everydayLiving: 0.3 });
    expect(official.fromLetter).toBe(false);
    expect(whatYouPay(official, 0)!.source).toBe('official-rates');
    // The full pensioner's own rates: 17.5% and 5%.
    expect(official.minCents).toBe(28_665 + 10_400);
  });

  it('the income estimate stands in only without an official figure, and only above 0', () => {
    expect(whatYouPay(null, 65_000)).toEqual({
      source: 'income-estimate',
      min: { fortnight: 10_000, month: 21_667, quarter: 65_000 },
      max: { fortnight: 10_000, month: 21_667, quarter: 65_000 },
      isExact: true,
    });
    expect(whatYouPay(null, 0)).toBeNull();
    const official = officialContribution(costs, 'self-funded', ON);
    expect(whatYouPay(official, 65_000)!.source).toBe('official-rates');
  });
});

describe('letter rates as typed', () => {
  it.each([
    ['12.5', 0.125],
    ['12.5%', 0.125],
    [' 30 % ', 0.3],
    ['0', 0],
    ['100', 1],
  ])('reads %p as %p', (text, rate) => {
    expect(parseLetterRate(text)).toBe(rate);
  });

  it.each([[''], ['abc'], ['-1'], ['101'], ['12,5']])('refuses %p', (text) => {
    expect(parseLetterRate(text)).toBeNull();
  });

  it('both blank means no letter to hand, not an error', () => {
    expect(readLetterRates('', ' ')).toEqual({ letterRates: null, errors: {} });
  });

  it('names the field that cannot be read and keeps no rates', () => {
    expect(readLetterRates('12', '')).toEqual({ letterRates: null, errors: { everydayLiving: LETTER_RATE_MESSAGE } });
    expect(readLetterRates('twelve', '30')).toEqual({ letterRates: null, errors: { independence: LETTER_RATE_MESSAGE } });
    expect(readLetterRates('12', '30')).toEqual({ letterRates: { independence: 0.12, everydayLiving: 0.3 }, errors: {} });
  });
});
