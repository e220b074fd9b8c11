import type { AdminProviderDto, PriceHistoryDto, ProviderSearchResult } from '@homeward/domain';
import { PriceChange } from '../src/providers/prices/price-history/price-change.entity.js';
import { adminAgent, useTestApp } from './support/harness.js';
import { auditEvents, providerBody } from './support/factories.js';
import type request from 'supertest';

/** Every change of a published price is kept; the public history and the "raised prices often" words. */
describe('price history: GET /api/providers/:id/price-history', () => {
  const ctx = useTestApp('price-history', { DEMO_DATA: 'false' });
  let admin: ReturnType<typeof request.agent>;
  let provider: AdminProviderDto;
  const save = (prices: unknown[]) => admin.put(`/api/admin/providers/${provider.id}`).send({ prices }).expect(200);
  const history = async (id = provider.id) => (await ctx().http.get(`/api/providers/${id}/price-history`).expect(200)).body as PriceHistoryDto;

  beforeAll(async () => {
    admin = await adminAgent(ctx());
    const body = providerBody({ businessName: 'History Harbour Care', servicesOffered: [1, 6], prices: [{ serviceId: 1, standard: 150, evening: 170 }] });
    provider = (await admin.post('/api/admin/providers').send(body).expect(201)).body as AdminProviderDto;
  });

  it('starts empty: the first price list is the publication, not a change', async () => {
    expect(await history()).toEqual({ lastChangedAt: null, changes: [], frequentRises: false });
  });

  it('records each changed price of an admin save, with the rise as a percentage, and who changed it', async () => {
    await save([
      { serviceId: 1, standard: 165, evening: 170 },
      { serviceId: 6, standard: 80 },
    ]);
    const body = await history();
    expect(body.changes).toEqual([
      expect.objectContaining({ serviceId: 1, service: 'Nursing care', timeBand: 'standard', oldPrice: '150.00', newPrice: '165.00', risePercent: 10 }),
      expect.objectContaining({ serviceId: 6, timeBand: 'standard', oldPrice: null, newPrice: '80.00', risePercent: null }),
    ]);
    expect(body.lastChangedAt).toBe(body.changes[0].changedAt);
    const [row] = (await ctx().dataSource.query(
      "SELECT changedByKind, changedByEmail FROM price_changes WHERE timeBand = 'standard' AND serviceId = 1",
    )) as Array<{
      changedByKind: string;
      changedByEmail: string;
    }>;
    expect(row).toEqual({ changedByKind: 'admin', changedByEmail: 'admin@test.example' });
  });

  it('records nothing when the same list is saved again', async () => {
    const before = (await history()).changes.length;
    await save([
      { serviceId: 1, standard: '165.00', evening: '170.00' },
      { serviceId: 6, standard: '80' },
    ]);
    expect((await history()).changes).toHaveLength(before);
  });

  it('says so on the history and the directory card once prices rose on more than 2 days in 12 months', async () => {
    // Two earlier rise days, written as the history would hold them, then a third rise today through the API.
    for (const daysAgo of [200, 100]) {
      await ctx()
        .dataSource.getRepository(PriceChange)
        .insert({
          providerId: provider.id,
          serviceId: 1,
          serviceName: 'Nursing care',
          timeBand: 'evening',
          oldPrice: '160.00',
          newPrice: '170.00',
          changedAt: new Date(Date.now() - daysAgo * 86_400_000),
          changedByKind: 'admin',
          changedById: null,
          changedByEmail: null,
        });
    }
    expect((await history()).frequentRises).toBe(false);
    await save([
      { serviceId: 1, standard: 170, evening: 170 },
      { serviceId: 6, standard: 80 },
    ]);
    expect((await history()).frequentRises).toBe(true);
    const cards = (await ctx().http.get('/api/providers/search').query({ q: 'History Harbour' }).expect(200)).body as ProviderSearchResult[];
    expect(cards[0].frequentPriceRisesUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('keeps the audit trail of the save as before', async () => {
    const events = await auditEvents(admin, { entity: 'provider', entityId: provider.id });
    expect(events[0].actorEmail).toBe('admin@test.example');
  });

  it.each([['999999'], ['abc'], ['0']])('answers 404 for provider %s', async (id) => {
    await ctx().http.get(`/api/providers/${id}/price-history`).expect(404);
  });

  it('answers 404 for an inactive provider', async () => {
    await admin.put(`/api/admin/providers/${provider.id}`).send({ isActive: false }).expect(200);
    await ctx().http.get(`/api/providers/${provider.id}/price-history`).expect(404);
    await admin.put(`/api/admin/providers/${provider.id}`).send({ isActive: true }).expect(200);
  });
});
