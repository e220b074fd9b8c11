import { comparePlaces, isCapitalCityPostcode } from './place-rank.js';

describe('comparePlaces', () => {
  it('puts Sunshine VIC 3020 (a Melbourne suburb) before Sunshine NSW 2264', () => {
    const places = [
      { locality: 'Sunshine', state: 'NSW', postcode: '2264' },
      { locality: 'Sunshine', state: 'VIC', postcode: '3020' },
    ];
    expect([...places].sort(comparePlaces).map((p) => `${p.state} ${p.postcode}`)).toEqual(['VIC 3020', 'NSW 2264']);
  });

  it('between capital-city places, the more populous state first; between others too', () => {
    const richmonds = ['TAS 7025', 'QLD 4822', 'SA 5033', 'VIC 3121', 'NSW 2753'].map((s) => ({ state: s.split(' ')[0]!, postcode: s.split(' ')[1]! }));
    expect(richmonds.sort(comparePlaces).map((p) => `${p.state} ${p.postcode}`)).toEqual(['VIC 3121', 'SA 5033', 'TAS 7025', 'NSW 2753', 'QLD 4822']);
  });
});

describe('isCapitalCityPostcode', () => {
  it.each([
    ['2000', 'NSW', true],
    ['2264', 'NSW', false],
    ['3020', 'VIC', true],
    ['0810', 'NT', true],
    ['2600', 'ACT', true],
    ['3020', 'NSW', false],
    ['abc', 'VIC', false],
  ])('%s %s is %s', (postcode, state, expected) => {
    expect(isCapitalCityPostcode(postcode, state)).toBe(expected);
  });
});
