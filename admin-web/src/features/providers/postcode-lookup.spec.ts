import { QueryClient } from '@tanstack/react-query';
import type { LocationDto } from '@homeward/domain';
import { installFakeFetch } from '@homeward/test-support';
import { fetchPostcodeLocalities } from '@homeward/theme';
import { knownPostcode, sharedState, stateOfSuburb, stateToFill, UNKNOWN_POSTCODE_MESSAGE } from './postcode-lookup';

const place = (locality: string, state: LocationDto['state'], postcode = '2620'): LocationDto => ({ postcode, locality, state, latitude: 0, longitude: 0 });
const BRUNSWICK = [place('Brunswick', 'VIC', '3056'), place('Brunswick North', 'VIC', '3056')];
const BORDER = [place('Hume', 'ACT'), place('Queanbeyan', 'NSW'), place('Karabar', 'NSW')];

describe('state rules', () => {
  it.each<[string, LocationDto[], string, string | null]>([
    ['one state: the postcode decides', BRUNSWICK, '', 'VIC'],
    ['one state, whatever the suburb says', BRUNSWICK, 'Hume', 'VIC'],
    ['across a border, no suburb yet', BORDER, '', null],
    ['across a border, a suburb of the postcode', BORDER, '  queanbeyan ', 'NSW'],
    ['across a border, a suburb it does not have', BORDER, 'Fyshwick', null],
    ['no localities', [], 'Hume', null],
  ])('%s', (_label, localities, suburb, expected) => {
    expect(stateToFill(localities, suburb)).toBe(expected);
  });

  it('reads a shared state and a suburb state', () => {
    expect(sharedState(BRUNSWICK)).toBe('VIC');
    expect(sharedState(BORDER)).toBeNull();
    expect(stateOfSuburb(BORDER, 'Hume')).toBe('ACT');
    expect(stateOfSuburb(BORDER, '')).toBeNull();
  });
});

describe('fetchPostcodeLocalities', () => {
  it('asks the public endpoint with same-origin credentials', async () => {
    const fetch = installFakeFetch({ 'GET /api/locations/3056': { status: 200, body: BRUNSWICK } });
    await expect(fetchPostcodeLocalities('3056')).resolves.toEqual(BRUNSWICK);
    expect(fetch.mock.calls[0][1]).toMatchObject({ credentials: 'same-origin' });
  });

  it('reads 404 as "no such postcode" and other failures as errors', async () => {
    installFakeFetch({ 'GET /api/locations/0500': { status: 500, body: { message: 'down' } } });
    await expect(fetchPostcodeLocalities('9999')).resolves.toBeNull();
    await expect(fetchPostcodeLocalities('0500')).rejects.toThrow(/^500: /);
  });
});

describe('knownPostcode', () => {
  it('is an error only for a postcode the API does not know', async () => {
    const fetch = installFakeFetch({
      'GET /api/locations/3056': { status: 200, body: BRUNSWICK },
      'GET /api/locations/0500': { status: 503 },
    });
    const check = knownPostcode(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
    await expect(check('3056')).resolves.toBeUndefined();
    await expect(check('9999')).resolves.toBe(UNKNOWN_POSTCODE_MESSAGE);
    await expect(check('0500')).resolves.toBeUndefined();
    // Not 4 digits: the format rule speaks, no lookup.
    await expect(check('305')).resolves.toBeUndefined();
    await expect(check('3056')).resolves.toBeUndefined();
    expect(fetch.callsTo('GET /api/locations/3056')).toBe(1);
    expect(fetch.callsTo('GET /api/locations/305')).toBe(0);
  });

  it('lets the save go ahead when the lookup does not answer', async () => {
    jest.useFakeTimers();
    globalThis.fetch = jest.fn(() => new Promise<Response>(() => undefined)) as unknown as typeof globalThis.fetch;
    const result = knownPostcode(new QueryClient())('3056');
    await jest.advanceTimersByTimeAsync(5000);
    await expect(result).resolves.toBeUndefined();
    jest.useRealTimers();
  });
});
