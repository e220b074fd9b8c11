import { DirectoryChanges, type DirectoryChange } from '../src/shared-state/directory-changes.js';
import { ProviderPageCache } from '../src/serving/provider-page-cache.js';
import { adminAgent, useTestApp } from './support/harness.js';
import { providerBody } from './support/factories.js';
import type request from 'supertest';

/**
 * Every provider write announces one "directory changed" event naming the providers it wrote:
 * the admin form's create, update (a price-list save among them) and delete, and the CSV import. A refused
 * write announces nothing. The search cache and the provider pages hear it and drop what they held.
 */
describe('the "directory changed" event', () => {
  const ctx = useTestApp('directory-changes');
  let admin: ReturnType<typeof request.agent>;
  let heard: DirectoryChange[] = [];
  let serviceId: number;

  beforeAll(async () => {
    admin = await adminAgent(ctx());
    ctx()
      .app.get(DirectoryChanges)
      .subscribe((change) => heard.push(change));
    serviceId = ((await ctx().http.get('/api/services').expect(200)).body as Array<{ id: number }>)[0].id;
  });
  beforeEach(() => {
    heard = [];
  });

  it('is announced once for a create, an update, a price-list save and a delete, naming the provider', async () => {
    const created = (
      await admin
        .post('/api/admin/providers')
        .send(providerBody({ servicesOffered: [serviceId] }))
        .expect(201)
    ).body as { id: number };
    await admin.put(`/api/admin/providers/${created.id}`).send({ phone: '03 9000 0001' }).expect(200);
    await admin
      .put(`/api/admin/providers/${created.id}`)
      .send({ prices: [{ serviceId, standard: '70.00' }] })
      .expect(200);
    await admin.delete(`/api/admin/providers/${created.id}`).expect(200);
    expect(heard).toEqual([{ providerIds: [created.id] }, { providerIds: [created.id] }, { providerIds: [created.id] }, { providerIds: [created.id] }]);
  });

  it('is not announced for a refused write (a 400 or an unknown id)', async () => {
    await admin
      .post('/api/admin/providers')
      .send(providerBody({ postcode: '30' }))
      .expect(400);
    await admin.put('/api/admin/providers/999999').send({ phone: '03 9000 0001' }).expect(404);
    await admin
      .put('/api/admin/providers/1')
      .send({ prices: [{ serviceId: 999_999, standard: '70.00' }] })
      .expect(400);
    expect(heard).toEqual([]);
  });

  it('is announced once for a CSV import, naming every provider it wrote', async () => {
    const csv =
      'businessName,email,phone,address,suburb,state,postcode\r\nEvent Care One,one@example.com,03 9000 0002,1 Main St,Brunswick,VIC,3056\r\nEvent Care Two,two@example.com,03 9000 0003,2 Main St,Brunswick,VIC,3056\r\n';
    const report = (await admin.post('/api/admin/providers/import').query({ apply: 'true' }).set('Content-Type', 'text/csv').send(csv).expect(200)).body as {
      rows: Array<{ id: number }>;
    };
    expect(heard).toEqual([{ providerIds: report.rows.map((r) => r.id) }]);
  });

  it('makes the provider pages drop the named provider, and every page when none is named', async () => {
    const pages = ctx().app.get(ProviderPageCache);
    pages.set(1, 'v', 'one');
    pages.set(2, 'v', 'two');
    await ctx()
      .app.get(DirectoryChanges)
      .announce({ providerIds: [1] });
    expect(pages.get(1, 'v')).toBeUndefined();
    expect(pages.get(2, 'v')).toBe('two');
    await ctx().app.get(DirectoryChanges).announce();
    expect(pages.size).toBe(0);
  });
});
