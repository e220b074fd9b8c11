import { readOffers, toPlanPrices, type PlanPrices } from './plan-offers.repository.js';
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

const read = (entries: Array<[number, PlanPrices]>) => {
  const byId = new Map(entries);
  return (id: number) => byId.get(id);
};

describe(toPlanPrices.name, () => {
  it('names each standard price by its service (standard0, standard1, ... in the plan order), unpriced ones left out', () => {
    expect(toPlanPrices({ serviceMask: '5', pricesUpdatedAt: null, standard0: '61.50', standard1: null }, [3, 1])).toEqual({
      serviceMask: '5',
      pricesUpdatedAt: null,
      standardByService: new Map([[3, '61.50']]),
    });
  });
});

describe(readOffers.name, () => {
  // Services 1 and 3 (bits 0 and 2): mask 5 offers both, mask 1 only service 1.
  const plan = [1, 3];

  it('prices from what the search read with the pool, with no statement; a price for a service not offered is not used', async () => {
    const { db, statements } = fakeDb({});
    const offers = await readOffers(
      db,
      [7, 8],
      read([
        [7, { serviceMask: 5, pricesUpdatedAt: '2026-11-01', standardByService: new Map([[3, '61.50']]) }],
        [
          8,
          {
            serviceMask: '1',
            pricesUpdatedAt: null,
            standardByService: new Map<number, number | string>([
              [1, 40],
              [3, '10.00'],
            ]),
          },
        ],
      ]),
      plan,
    );
    expect(statements).toEqual([]);
    expect(offers.get(7)).toEqual({ offeredServiceIds: [1, 3], standardCents: new Map([[3, 6150]]), pricesUpdatedAt: '2026-11-01' });
    expect(offers.get(8)).toEqual({ offeredServiceIds: [1], standardCents: new Map([[1, 4000]]), pricesUpdatedAt: null });
  });

  it('reads the others in one statement by primary key, and a provider without a worked-out mask from the join table', async () => {
    const { db, statements } = fakeDb({
      prices: [
        { id: 9, pricesUpdatedAt: null, serviceMask: 5, serviceId: 1, standard: '30.00' },
        { id: 9, pricesUpdatedAt: null, serviceMask: 5, serviceId: 3, standard: '31.00' },
        { id: 10, pricesUpdatedAt: null, serviceMask: null, serviceId: null, standard: null },
      ],
      joinTable: [{ id: 10, pricesUpdatedAt: '2026-10-01', serviceId: 3, standard: '12.25' }],
    });
    const offers = await readOffers(db, [9, 10], read([]), plan);
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
    const offers = await readOffers(db, [7], read([]), [40]);
    expect(statements).toEqual([expect.stringContaining('provider_services')]);
    expect(offers.get(7)).toEqual({ offeredServiceIds: [40], standardCents: new Map(), pricesUpdatedAt: null });
  });
});
