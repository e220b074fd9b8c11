import { priceCheckHref, readPriceCheckStart } from './price-check-link.js';

describe('price check links', () => {
  it('carry the service, the time and the price', () => {
    const href = priceCheckHref({ serviceId: 6, time: 'sunday', amount: '150.00' });
    expect(href).toBe('/price-check?service=6&time=sunday&price=150.00');
    expect(readPriceCheckStart(new URL(href, 'https://x').searchParams)).toEqual({ serviceId: 6, time: 'sunday', amount: '150.00' });
  });

  it.each([
    ['', null],
    ['?service=abc&time=never&price=lots', null],
    ['?service=6', { serviceId: 6, time: 'standard', amount: '' }],
    ['?price=95&time=publicHoliday', { serviceId: null, time: 'publicHoliday', amount: '95' }],
  ])('read %p as %p, leaving anything not valid blank', (query, start) => {
    expect(readPriceCheckStart(new URLSearchParams(query))).toEqual(start);
  });
});
