import { readOffers } from './plan-offers.repository.js';
import type { PreparedReader } from '../../database/prepared-reader.js';

/** A reader answering each statement with the rows given for the first table it joins, recording the SQL. */
function fakeDb(answers: { prices?: object[]; joinTable?: object[] }) {
  const statements: string[] = [];
  const db = {
    dialect: 'sqlite' as const,
    rows(sql: string): Promise<object[]> {
      statements.push(sql);
      return Promise.resolve((sql.includes('provider_services') ? answers.joinTable : answers.prices) ?? []);
    },
  };
  return { db: db as unknown as PreparedReader, statements };
}

describe(readOffers.name, () => {
  // Services 1 and 3 (bits 0 and 2): mask 5 offers both, mask 1 only service 1.
  const plan = [1, 3];

  it('prices in one statement by primary key; a price kept for a service not offered is not used', async () => {
    const { db, statements } = fakeDb({
      prices: [
        { id: 7, pricesUpdatedAt: '2026-11-01', serviceMask: 5, serviceId: 3, standard: '61.50' },
        { id: 8, pricesUpdatedAt: null, serviceMask: '1', serviceId: 1, standard: 40 },
        { id: 8, pricesUpdatedAt: null, serviceMask: '1', serviceId: 3, standard: '10.00' },
      ],
    });
    const offers = await readOffers(db, [7, 8], plan);
    expect(statements).toEqual([expect.not.stringContaining('provider_services')]);
    expect(offers.get(7)).toEqual({ offeredServiceIds: [1, 3], standardCents: new Map([[3, 6150]]), pricesUpdatedAt: '2026-11-01' });
    expect(offers.get(8)).toEqual({ offeredServiceIds: [1], standardCents: new Map([[1, 4000]]), pricesUpdatedAt: null });
  });

  it('reads a provider without a worked-out mask from the join table', async () => {
    const { db, statements } = fakeDb({
      prices: [
        { id: 9, pricesUpdatedAt: null, serviceMask: 5, serviceId: 1, standard: '30.00' },
        { id: 9, pricesUpdatedAt: null, serviceMask: 5, serviceId: 3, standard: '31.00' },
        { id: 10, pricesUpdatedAt: null, serviceMask: null, serviceId: null, standard: null },
      ],
      joinTable: [{ id: 10, pricesUpdatedAt: '2026-10-01', serviceId: 3, standard: '12.25' }],
    });
    const offers = await readOffers(db, [9, 10], plan);
    expect(statements).toHaveLength(2);
    expect(offers.get(9)).toEqual({
      offeredServiceIds: [1, 3],
      standardCents: new Map([
        [1, 3000],
        [3, 3100],
      ]),
      pricesUpdatedAt: null,
    });
    expect(offers.get(10)).toEqual({ offeredServiceIds: [3], standardCents: new Map([[3, 1225]]), pricesUpdatedAt: '2026-10-01' });
  });

  it('reads the join table alone for a plan with a service the mask has no bit for', async () => {
    const { db, statements } = fakeDb({ joinTable: [{ id: 7, pricesUpdatedAt: null, serviceId: 40, standard: null }] });
    const offers = await readOffers(db, [7], [40]);
    expect(statements).toEqual([expect.stringContaining('provider_services')]);
    expect(offers.get(7)).toEqual({ offeredServiceIds: [40], standardCents: new Map(), pricesUpdatedAt: null });
  });
});
