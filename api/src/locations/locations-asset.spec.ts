import { LOCATIONS_ASSET, parseLocationsTsv, readLocationsAsset } from './locations-asset.js';

describe(parseLocationsTsv.name, () => {
  it('skips comments and the header, reads numbers and adds the locality key', () => {
    const text = '# source\npostcode\tlocality\tstate\tlat\tlng\n3056\tBrunswick\tVIC\t-37.76661\t144.95843\n0800\tDarwin  City\tNT\t-12.39328\t130.77666\n';
    expect(parseLocationsTsv(text)).toEqual([
      { postcode: '3056', locality: 'Brunswick', state: 'VIC', latitude: -37.76661, longitude: 144.95843, localityKey: 'brunswick' },
      { postcode: '0800', locality: 'Darwin  City', state: 'NT', latitude: -12.39328, longitude: 130.77666, localityKey: 'darwin city' },
    ]);
  });

  it('keeps the first of two spellings of one locality', () => {
    const rows = parseLocationsTsv(
      "2602\tO'Connor\tACT\t-35.25917\t149.12111\n2602\tO\u2019connor\tACT\t-35.26278\t149.14417\n6163\tO'Connor\tWA\t-32.06\t115.79\n",
    );
    expect(rows.map((r) => `${r.locality} ${r.state}`)).toEqual(["O'Connor ACT", "O'Connor WA"]);
  });

  it.each([
    ['a 3-digit postcode', '305\tX\tVIC\t-37\t144'],
    ['an unknown state', '3056\tX\tXX\t-37\t144'],
    ['no locality', '3056\t\tVIC\t-37\t144'],
    ['a bad latitude', '3056\tX\tVIC\tnorth\t144'],
    ['a missing longitude', '3056\tX\tVIC\t-37'],
  ])('refuses %s, naming the line', (_label, line) => {
    expect(() => parseLocationsTsv(`postcode\tlocality\tstate\tlat\tlng\n${line}\n`)).toThrow(/line 2/);
  });
});

describe(readLocationsAsset.name, () => {
  it('reads the bundled file from the repository root (src and dist alike)', () => {
    expect(LOCATIONS_ASSET).toMatch(/api\/assets\/au-localities\.tsv\.gz$/);
    const rows = readLocationsAsset();
    expect(rows.length).toBe(18_512);
    expect(new Set(rows.map((r) => r.state)).size).toBe(8);
  });

  it('says which file it could not read', () => {
    expect(() => readLocationsAsset('/nonexistent/au.tsv.gz')).toThrow(/Cannot read the locations file \/nonexistent/);
  });
});
