import { PROVIDER_CSV_LIMITS } from '@homeward/domain';
import { parseProviderCsv } from './provider-csv-format.js';

const HEADER = 'businessName,email,phone,address,suburb,state,postcode';
const row = (i: number) => `Care ${i},care${i}@example.com,0291234567,${i} Main St,Sydney,NSW,2000`;
const csv = (rows: number, tail = '') => `${[HEADER, ...Array.from({ length: rows }, (_, i) => row(i))].join('\r\n')}\r\n${tail}`;

describe('parseProviderCsv: a large file does not hold up other requests', () => {
  it('reads a file within the row cap', async () => {
    const parsed = await parseProviderCsv(csv(3));
    expect(parsed.rows.map((r) => [r.row, r.cells.businessName])).toEqual([
      [2, 'Care 0'],
      [3, 'Care 1'],
      [4, 'Care 2'],
    ]);
  });

  it('refuses a file past the row cap as soon as it gets there, without reading the rest', async () => {
    // 240,000 rows (about 15 MB of text) ending in a quote that never closes: read whole, it would be "not valid CSV".
    const huge = csv(240_000, '"never closed');
    await expect(parseProviderCsv(huge)).rejects.toThrow(`At most ${PROVIDER_CSV_LIMITS.maxRows} providers per file`);
  });

  it('lets the event loop answer other requests while it reads', async () => {
    let answeredMeanwhile = false;
    setImmediate(() => (answeredMeanwhile = true));
    const parsed = parseProviderCsv(csv(PROVIDER_CSV_LIMITS.maxRows));
    const answeredBeforeTheEnd = await parsed.then(() => answeredMeanwhile);
    expect(answeredBeforeTheEnd).toBe(true);
  });

  it('still names a file that is not CSV', async () => {
    await expect(parseProviderCsv(`${HEADER}\r\n"unclosed,quote\r\n`)).rejects.toThrow(/^The file is not valid CSV: /);
  });
});
