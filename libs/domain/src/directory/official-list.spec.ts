import { itGives } from '../shared/spec-tables.fixture.js';
import {
  buildOfficialDirectory,
  checkOfficialRow,
  editionDateFromTitle,
  findOfficialHeader,
  listKey,
  officeKey,
  organisationKey,
  postcodeText,
  suburbName,
  OFFICIAL_LIST_COLUMNS,
  type OfficialListRow,
} from './official-list.js';
import { VISIT_RADIUS_KM, DEFAULT_VISIT_RADIUS_KM } from './listing.js';

/** A Home Care row as the 2025 list writes one (Anglicare Tasmania's, row 4176), with the changes a test needs. */
function row(overrides: Partial<OfficialListRow> = {}): OfficialListRow {
  return {
    rowNumber: 10,
    serviceName: 'Anglicare Tasmania Aged Care Service CACP North',
    address: '118 Elizabeth Street',
    suburb: 'LAUNCESTON',
    state: 'TAS',
    postcode: 7250,
    careType: 'Home Care',
    providerName: 'Anglicare Tasmania Inc',
    organisationType: 'Charitable',
    remoteness: 'Inner Regional Australia',
    latitude: -41.440682,
    longitude: 147.13784,
    ...overrides,
  };
}

describe('keys', () => {
  itGives(listKey, '%p -> %p', [
    ['259-261 MCLEOD STREET', '259 261 mcleod street'],
    ['310 Mt. Alexander Road', '310 mt alexander road'],
    ['1105 Frankston - Dandenong Road', '1105 frankston dandenong road'],
    ['  10  TANDA PLACE ', '10 tanda place'],
    ["O'Connor", 'oconnor'],
    ['O’Connor', 'oconnor'],
    ['Café Street', 'cafe street'],
    ['', ''],
  ]);

  it('an office key is address, suburb and postcode: spelling differences of one address give one key', () => {
    expect(officeKey('930 Gympie Road', 'CHERMSIDE', '4032')).toBe('930 gympie road|chermside|4032');
    expect(officeKey('930 GYMPIE ROAD', 'Chermside', '4032')).toBe(officeKey('930 Gympie Road', 'CHERMSIDE', '4032'));
    expect(officeKey('Unit 3, 115 Lefroy Road', 'BEACONSFIELD', '6162')).toBe(officeKey('UNIT 3 115 LEFROY ROAD', 'Beaconsfield', '6162'));
    expect(officeKey('1 Main St', 'Darwin', '800')).toBe('1 main st|darwin|0800');
    expect(officeKey('1 Main St', 'Darwin', '0800')).not.toBe(officeKey('1 Main St', 'Darwin', '0810'));
  });

  it('an organisation key is its name, case and punctuation aside', () => {
    expect(organisationKey('Care Norfolk Inc.')).toBe(organisationKey('CARE NORFOLK INC'));
    expect(organisationKey('Anglicare Tasmania Inc')).not.toBe(organisationKey('Anglicare NSW Inc'));
  });

  itGives(postcodeText, '%p -> %p', [
    [800, '0800'],
    ['872', '0872'],
    [7250, '7250'],
    [' 2000 ', '2000'],
    [12345, '12345'],
    [null, ''],
  ]);

  itGives(suburbName, '%p -> %p', [
    ['WEST ALBURY', 'West Albury'],
    ["O'CONNOR", "O'Connor"],
    ['NORFOLK ISLAND', 'Norfolk Island'],
    ['ST KILDA-EAST', 'St Kilda-East'],
    ['McKinnon', 'McKinnon'],
  ]);
});

describe('findOfficialHeader', () => {
  const header = Object.values(OFFICIAL_LIST_COLUMNS);
  const fullHeader = [
    'Service Name',
    'Physical Address',
    'Physical Suburb',
    'Physical State',
    'Physical Post Code',
    '2018 Aged Care Planning Region (ACPR)',
    'Care Type',
    'Residential Places',
    'Home Care Places',
    'Restorative Care Places',
    'Provider Name',
    'Organisation Type',
    'ABS Remoteness',
    '2019 MMM Code',
    'Latitude',
    'Longitude',
  ];

  it('finds the header under the title and the blank row, and where each column is', () => {
    const found = findOfficialHeader([['Service List 2025 - Australia'], [], [null, ...fullHeader], [null, 'Braidwood MPS']]);
    expect(found).toEqual({
      rowIndex: 2,
      columns: expect.objectContaining({ serviceName: 1, careType: 7, providerName: 11, latitude: 15, longitude: 16 }),
    });
  });

  it('finds it one row lower when a newer edition adds a title row, and reads names whatever their case and spacing', () => {
    const found = findOfficialHeader([['Aged care service list'], ['30 June 2026'], [], header.map((h) => `  ${h.toUpperCase()} `)]);
    expect(found).toMatchObject({ rowIndex: 3, columns: { serviceName: 0, longitude: header.length - 1 } });
  });

  it('names a renamed or missing column', () => {
    const renamed = header.map((h) => (h === 'Provider Name' ? 'Approved Provider' : h)).filter((h) => h !== 'Latitude');
    expect(findOfficialHeader([['title'], renamed])).toEqual({ rowIndex: 1, missing: ['Provider Name', 'Latitude'] });
  });

  it('names every column when no row looks like the header', () => {
    expect(findOfficialHeader([['a', 'b'], []])).toEqual({ rowIndex: null, missing: header });
  });

  it('looks no further than the first ten rows', () => {
    expect(findOfficialHeader([...Array.from({ length: 10 }, () => ['x']), header])).toMatchObject({ rowIndex: null });
  });
});

describe('editionDateFromTitle', () => {
  itGives(editionDateFromTitle, '%p -> %p', [
    ['Aged care service list: 30 June 2025', '2025-06-30'],
    ['Service List as at 1 july 2026', '2026-07-01'],
    ['Service List 2025 - Australia', null],
    ['31 June 2025', null],
    ['30 Junember 2025', null],
    [null, null],
  ]);
});

describe('checkOfficialRow', () => {
  it('gives the row as the directory holds it: suburb in the locations table style, postcode four digits, radius by remoteness', () => {
    expect(
      checkOfficialRow(row({ state: 'nt', postcode: 800, suburb: 'DARWIN', latitude: -12.46, longitude: 130.84, remoteness: 'Outer Regional Australia' })),
    ).toEqual({
      serviceName: 'Anglicare Tasmania Aged Care Service CACP North',
      providerName: 'Anglicare Tasmania Inc',
      organisationType: 'Charitable',
      address: '118 Elizabeth Street',
      suburb: 'Darwin',
      state: 'NT',
      postcode: '0800',
      latitude: -12.46,
      longitude: 130.84,
      remoteness: 'Outer Regional Australia',
      visitRadiusKm: VISIT_RADIUS_KM['Outer Regional'],
    });
  });

  it('takes the regional radius and no remoteness when the column is blank, and coordinates written as text', () => {
    expect(checkOfficialRow(row({ remoteness: ' ', latitude: '-41.44', longitude: '147.13' }))).toMatchObject({
      remoteness: null,
      visitRadiusKm: DEFAULT_VISIT_RADIUS_KM,
      latitude: -41.44,
      longitude: 147.13,
    });
  });

  it('takes Norfolk Island, which is far east of the mainland', () => {
    expect(checkOfficialRow(row({ state: 'NSW', postcode: 2899, latitude: -29.036, longitude: 167.954 }))).toMatchObject({ postcode: '2899' });
  });

  it.each<[string, Partial<OfficialListRow>, string]>([
    ['no coordinates', { latitude: null, longitude: ' ' }, 'no latitude; no longitude'],
    ['coordinates that are not numbers', { latitude: 'n/a' }, 'latitude "n/a" is not a number'],
    ['coordinates outside Australia', { latitude: 41.44, longitude: 147.13 }, 'latitude 41.44, longitude 147.13 is outside Australia'],
    ['swapped coordinates', { latitude: 147.13, longitude: -41.44 }, 'latitude 147.13, longitude -41.44 is outside Australia'],
    ['a postcode of five digits', { postcode: 72500 }, 'postcode "72500" is not 4 digits'],
    ['a postcode of another state', { postcode: 2000 }, 'postcode 2000 is not a postcode of TAS'],
    ['no postcode', { postcode: null }, 'no postcode'],
    ['an unknown state', { state: 'Tasmania' }, 'unknown state "Tasmania"'],
    ['no state', { state: '' }, 'no state'],
    ['no provider name', { providerName: '  ' }, 'no provider name'],
    ['no address', { address: null }, 'no address'],
    ['a name longer than the column', { providerName: 'x'.repeat(201) }, 'Provider Name is longer than 200 characters'],
  ])('refuses %s', (_, overrides, reason) => {
    expect(checkOfficialRow(row(overrides))).toEqual({ reasons: reason.split('; ') });
  });
});

describe('buildOfficialDirectory', () => {
  const anglicare = (n: number, overrides: Partial<OfficialListRow>) => row({ rowNumber: n, ...overrides });

  it('groups services at one address into one office (each service kept, also two of one name) and an organisation’s addresses into its offices; the main office has the most services', () => {
    const built = buildOfficialDirectory([
      anglicare(4, { serviceName: 'Hobart packages', address: '159 Collins Street', suburb: 'HOBART', postcode: 7000, latitude: -42.88, longitude: 147.33 }),
      anglicare(5, { serviceName: 'North packages' }),
      anglicare(6, { serviceName: 'North West packages', address: '118 ELIZABETH STREET', suburb: 'Launceston' }),
      anglicare(7, { serviceName: 'Residential', careType: 'Residential', providerName: 'Someone Else' }),
      anglicare(8, {
        serviceName: 'Baptcare North West',
        providerName: 'Baptcare Ltd',
        organisationType: 'Religious',
        address: '31 Murray Street',
        suburb: 'EAST DEVONPORT',
        postcode: 7310,
      }),
      anglicare(9, { serviceName: 'North packages' }),
      anglicare(10, { serviceName: 'Hobart packages', address: '159 Collins Street', suburb: 'HOBART', postcode: 7000 }),
    ]);
    expect(built.problems).toEqual([]);
    expect(built).toMatchObject({ rowsRead: 7, homeCareRows: 6 });
    expect(built.organisations.map((o) => [o.name, o.organisationType, o.offices.length])).toEqual([
      ['Anglicare Tasmania Inc', 'Charitable', 2],
      ['Baptcare Ltd', 'Religious', 1],
    ]);
    const [hobart, launceston] = built.organisations[0]!.offices;
    expect(hobart).toMatchObject({ serviceNames: ['Hobart packages', 'Hobart packages'], suburb: 'Hobart', postcode: '7000', firstRowNumber: 4 });
    expect(launceston).toMatchObject({
      key: '118 elizabeth street|launceston|7250',
      serviceNames: ['North packages', 'North West packages', 'North packages'],
      address: '118 Elizabeth Street',
      firstRowNumber: 5,
    });
    expect(built.organisations[0]!.mainOffice).toBe(launceston);
  });

  it('takes the first office as the main one when offices have as many services', () => {
    const built = buildOfficialDirectory([anglicare(4, { address: '159 Collins Street', suburb: 'HOBART', postcode: 7000 }), anglicare(5, {})]);
    expect(built.organisations[0]!.mainOffice.suburb).toBe('Hobart');
  });

  it('reports each Home Care row that cannot be used with its row number and leaves it out; other care types are not checked', () => {
    const built = buildOfficialDirectory([
      anglicare(4, {}),
      anglicare(5, { latitude: null, longitude: null }),
      anglicare(6, { postcode: 9999, state: 'TAS' }),
      anglicare(7, { careType: 'Residential', latitude: null }),
    ]);
    expect(built.problems).toEqual([
      { rowNumber: 5, reason: 'no latitude; no longitude' },
      { rowNumber: 6, reason: 'postcode 9999 is not a postcode of TAS' },
    ]);
    expect(built.organisations).toHaveLength(1);
    expect(built.homeCareRows).toBe(3);
  });

  it('keeps one organisation for names that differ only in case or punctuation, spelt as its first row', () => {
    const built = buildOfficialDirectory([anglicare(4, { providerName: 'Care Norfolk Inc.' }), anglicare(5, { providerName: 'CARE NORFOLK INC' })]);
    expect(built.organisations.map((o) => o.name)).toEqual(['Care Norfolk Inc.']);
  });
});
