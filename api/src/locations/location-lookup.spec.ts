import { pickLocality } from './location-lookup.js';

describe(pickLocality.name, () => {
  const of3056 = [
    { localityKey: 'brunswick', n: 1 },
    { localityKey: 'brunswick lower', n: 2 },
    { localityKey: 'brunswick north', n: 3 },
  ];
  it.each([
    ['Brunswick North', 3],
    ['  BRUNSWICK   north ', 3],
    ['Brunswick', 1],
    ['Somewhere Else', 1],
  ])('%p -> locality %p', (suburb, n) => expect(pickLocality(of3056, suburb)?.n).toBe(n));

  it('is null for a postcode without localities', () => expect(pickLocality([], 'Brunswick')).toBeNull());
});
