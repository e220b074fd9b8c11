import { itGives } from '../shared/spec-tables.fixture.js';
import { localityKey, parsePlaceQuery, placeLabel, placeMatchKeys, roundDistanceKm, serviceAreaKey } from './places.js';

describe('localityKey', () => {
  itGives(localityKey, '%p -> %p', [
    ['Brunswick', 'brunswick'],
    ['  St   Kilda ', 'st kilda'],
    ['O’Connor', "o'connor"],
    ['KURRI KURRI', 'kurri kurri'],
    ['', ''],
  ]);
});

describe('serviceAreaKey', () => {
  itGives(serviceAreaKey, '%p -> %p', [
    ['Brunswick, VIC', 'brunswick vic'],
    ['Brunswick,VIC', 'brunswick vic'],
    [' brunswick  vic ', 'brunswick vic'],
    ['3056', '3056'],
    ['Melbourne CBD', 'melbourne cbd'],
  ]);
});

describe('placeMatchKeys', () => {
  it('a suburb: its postcode, its name, its name with the state', () => {
    expect(placeMatchKeys('3056', [{ locality: 'Brunswick', state: 'VIC' }])).toEqual(['3056', 'brunswick', 'brunswick vic']);
  });

  it('a postcode: every locality of it, without duplicates', () => {
    expect(
      placeMatchKeys('3056', [
        { locality: 'Brunswick', state: 'VIC' },
        { locality: 'Brunswick West', state: 'VIC' },
        { locality: 'Brunswick', state: 'VIC' },
      ]),
    ).toEqual(['3056', 'brunswick', 'brunswick vic', 'brunswick west', 'brunswick west vic']);
  });

  it('no state: no "name state" key', () => {
    expect(placeMatchKeys('3056', [{ locality: 'Brunswick' }])).toEqual(['3056', 'brunswick']);
  });
});

describe('parsePlaceQuery', () => {
  it.each([
    ['3056', { postcode: '3056', localityKey: null, state: null }],
    [' 0800 ', { postcode: '0800', localityKey: null, state: null }],
    ['Brunswick', { postcode: null, localityKey: 'brunswick', state: null }],
    ['brunswick vic', { postcode: null, localityKey: 'brunswick', state: 'VIC' }],
    ['Brunswick VIC 3056', { postcode: '3056', localityKey: 'brunswick', state: 'VIC' }],
    ['Brunswick, VIC, 3056', { postcode: '3056', localityKey: 'brunswick', state: 'VIC' }],
    ['Brunswick 3056 Vic', { postcode: '3056', localityKey: 'brunswick', state: 'VIC' }],
    ['Brunswick 3056', { postcode: '3056', localityKey: 'brunswick', state: null }],
    ['Mount   Victoria', { postcode: null, localityKey: 'mount victoria', state: null }],
    ['Port Wa', { postcode: null, localityKey: 'port', state: 'WA' }],
    ['VIC', { postcode: null, localityKey: 'vic', state: null }],
    ['30566', { postcode: null, localityKey: '30566', state: null }],
  ])('%p -> %p', (text, expected) => expect(parsePlaceQuery(text)).toEqual(expected));

  it.each([[''], ['   '], [null], [undefined], [' , ']])('%p -> null', (text) => expect(parsePlaceQuery(text)).toBeNull());
});

describe('roundDistanceKm', () => {
  itGives(roundDistanceKm, '%p -> %p', [
    [0, 0],
    [0.04, 0],
    [0.05, 0.1],
    [3.249, 3.2],
    [19.85, 19.9],
    [714.333, 714.3],
  ]);
});

describe('placeLabel', () => {
  it('reads back through parsePlaceQuery', () => {
    const label = placeLabel({ locality: 'Brunswick West', state: 'VIC', postcode: '3055' });
    expect(label).toBe('Brunswick West VIC 3055');
    expect(parsePlaceQuery(label)).toEqual({ postcode: '3055', localityKey: 'brunswick west', state: 'VIC' });
  });
});
