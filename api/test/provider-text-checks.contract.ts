import { PROVIDER_TEXT_MESSAGES } from '../src/providers/dto/provider-fields.js';
import { useAdminAgent, useTestApp } from './support/harness.js';
import { adminProvider, adminProviders, createProvider, providerBody } from './support/factories.js';

const MARKUP_PHONE = '<img src=x onerror=alert(1)>';
const FORMULA_AREA = '=HYPERLINK("http://evil.example","Click")';

/** The admin form and the CSV import write the same phone and service areas as the portal: never text that could run. */
describe('the admin form and the CSV import refuse markup and formulas in the phone and service areas', () => {
  const ctx = useTestApp('provider_text_checks');
  const admin = useAdminAgent(ctx);

  it('refuses them on create and on edit, naming the field, and saves nothing', async () => {
    const before = (await adminProviders(admin())).length;
    const phone = await admin()
      .post('/api/admin/providers')
      .send(providerBody({ phone: MARKUP_PHONE }))
      .expect(400);
    expect(phone.body.message).toEqual([PROVIDER_TEXT_MESSAGES.phone]);
    const areas = await admin()
      .post('/api/admin/providers')
      .send(providerBody({ serviceAreas: ['Newcastle', FORMULA_AREA] }))
      .expect(400);
    expect(areas.body.message).toEqual([PROVIDER_TEXT_MESSAGES.serviceAreas]);
    expect((await adminProviders(admin())).length).toBe(before);

    const created = await createProvider(admin());
    await admin().put(`/api/admin/providers/${created.id}`).send({ phone: MARKUP_PHONE }).expect(400);
    await admin()
      .put(`/api/admin/providers/${created.id}`)
      .send({ serviceAreas: ['<b>Maitland</b>'] })
      .expect(400);
    expect(await adminProvider(admin(), created.id)).toMatchObject({ phone: created.phone, serviceAreas: created.serviceAreas });
  });

  it('still takes the usual ways of writing them', async () => {
    const created = await createProvider(admin(), { phone: '+61 2 5550 1234', serviceAreas: ['Newcastle', 'Lake Macquarie - East', '2300'] });
    expect(created).toMatchObject({ phone: '+61 2 5550 1234', serviceAreas: ['Newcastle', 'Lake Macquarie - East', '2300'] });
  });

  it('reports them as row errors of a CSV import, by column, and imports nothing', async () => {
    const csv = [
      'businessName,email,phone,address,suburb,state,postcode,rating,services,serviceAreas,isActive',
      `Markup Care,m@markup.example,${MARKUP_PHONE},4 St,Newcastle,NSW,2300,4,,,`,
      `Formula Care,f@formula.example,(02) 5550 5555,5 St,Newcastle,NSW,2300,4,,"Newcastle; ${FORMULA_AREA.replace(/"/g, '""')}",`,
    ].join('\n');
    const refused = await admin().post('/api/admin/providers/import').query({ apply: 'true' }).set('Content-Type', 'text/csv').send(csv).expect(400);
    expect(refused.body.report.errors).toEqual([
      { row: 2, column: 'phone', message: PROVIDER_TEXT_MESSAGES.phone },
      { row: 3, column: 'serviceAreas', message: PROVIDER_TEXT_MESSAGES.serviceAreas },
    ]);
  });
});
