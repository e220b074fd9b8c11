import { isPostcodeFormat, isPostcodeOfState, POSTCODE_PATTERN, postcodeLocationsPath, readPostcodeLookup } from './postcode.js';
import { itGives } from './spec-tables.fixture.js';

describe('isPostcodeFormat', () => {
  itGives(isPostcodeFormat, '%p -> %p', [
    ['2000', true],
    [' 0800 ', true],
    ['200', false],
    ['20000', false],
    ['2OOO', false],
    ['', false],
    [null, false],
    [undefined, false],
  ]);

  it('the pattern itself takes no surrounding space (callers trim first)', () => {
    expect(POSTCODE_PATTERN.test(' 2000')).toBe(false);
  });
});

describe('readPostcodeLookup', () => {
  const reply = (status: number, body: unknown) => ({
    status,
    ok: status >= 200 && status < 300,
    text: async () => (typeof body === 'string' ? body : JSON.stringify(body)),
  });
  const place = { postcode: '3056', locality: 'BRUNSWICK', state: 'VIC' as const, latitude: -37.77, longitude: 144.96 };

  it('gives the places of a postcode that exists', async () => {
    await expect(readPostcodeLookup(reply(200, [place]))).resolves.toEqual([place]);
  });

  it('reads a 404, or no places, as "no such postcode"', async () => {
    await expect(readPostcodeLookup(reply(404, 'Not found'))).resolves.toBeNull();
    await expect(readPostcodeLookup(reply(200, []))).resolves.toBeNull();
  });

  it('throws "STATUS: body" for any other answer, never "no such postcode"', async () => {
    await expect(readPostcodeLookup(reply(500, 'boom'))).rejects.toThrow('500: boom');
    await expect(readPostcodeLookup(reply(429, 'slow down'))).rejects.toThrow(/^429: /);
  });

  it('asks for the postcode by path, escaped', () => {
    expect(postcodeLocationsPath('3056')).toBe('/api/locations/3056');
    expect(postcodeLocationsPath('30/6')).toBe('/api/locations/30%2F6');
  });
});

describe('isPostcodeOfState', () => {
  it.each([
    ['2000', 'NSW'],
    ['2899', 'NSW'], // Norfolk Island
    ['2600', 'ACT'],
    ['0200', 'ACT'],
    ['2912', 'ACT'],
    ['3000', 'VIC'],
    ['4000', 'QLD'],
    ['5000', 'SA'],
    ['6798', 'WA'], // Christmas Island
    ['7000', 'TAS'],
    ['0800', 'NT'],
    ['0872', 'NT'],
    ['0872', 'SA'], // the APY lands use a Northern Territory postcode
    ['3644', 'NSW'], // Barooga, a Murray town with a Victorian postcode
    ['4385', 'NSW'],
    ['2620', 'ACT'],
  ] as const)('%s in %s -> true', (postcode, state) => {
    expect(isPostcodeOfState(postcode, state)).toBe(true);
  });

  it.each([
    ['2600', 'NSW'],
    ['3000', 'NSW'],
    ['7000', 'VIC'],
    ['0872', 'VIC'],
    ['0999', 'TAS'],
    ['800', 'NT'],
    ['20000', 'NSW'],
  ] as const)('%s in %s -> false', (postcode, state) => {
    expect(isPostcodeOfState(postcode, state)).toBe(false);
  });
});
