import { type AdminProviderDto, type PlanQuoteResponse, type ServiceDto } from '@homeward/domain';
import { adminAgent, useTestApp } from './support/harness.js';
import { providerBody } from './support/factories.js';

/**
 * POST /api/plans/quote with the directory's filters: the same parameter names, codes and
 * messages as GET /api/providers/search; each row's card carries the languages and the intake status.
 */
describe('prices: the plan quote filters by language and shows languages and intake', () => {
  const ctx = useTestApp('quote-languages', { DEMO_DATA: 'false' });
  let services: ServiceDto[];
  const quote = (body: Record<string, unknown>) => ctx().http.post('/api/plans/quote').send(body);
  const names = (body: PlanQuoteResponse) => body.quotes.map((q) => q.provider.businessName).sort();
  const plan = () => [{ serviceId: services.find((s) => s.name === 'Personal care')!.id, perWeek: 2 }];

  beforeAll(async () => {
    const admin = await adminAgent(ctx());
    services = (await ctx().http.get('/api/services').expect(200)).body as ServiceDto[];
    const personal = services.find((s) => s.name === 'Personal care')!.id;
    const add = async (businessName: string, fields: Record<string, unknown>) => {
      const res = await admin
        .post('/api/admin/providers')
        .send(
          providerBody({
            businessName,
            suburb: 'Sunshine',
            state: 'VIC',
            postcode: '3020',
            serviceAreas: [],
            servicesOffered: [personal],
            prices: [{ serviceId: personal, standard: 95 }],
            ...fields,
          }),
        )
        .expect(201);
      return (res.body as AdminProviderDto).id;
    };
    await add('Saigon Care', { languages: ['en', 'vi'], acceptingNewClients: 'waitlist' });
    await add('Hanoi Home Help', { languages: ['vi'], acceptingNewClients: 'yes' });
    await add('Athens Care', { languages: ['en', 'el'], acceptingNewClients: 'yes' });
    await add('Quiet Care', {});
  });

  it('without a filter prices every provider nearby, each card with its languages and intake status', async () => {
    const res = await quote({ selectedServices: plan(), near: '3020' }).expect(200);
    const body = res.body as PlanQuoteResponse;
    expect(names(body)).toEqual(['Athens Care', 'Hanoi Home Help', 'Quiet Care', 'Saigon Care']);
    const saigon = body.quotes.find((q) => q.provider.businessName === 'Saigon Care')!.provider;
    expect(saigon).toMatchObject({ languages: ['en', 'vi'], acceptingNewClients: 'waitlist', acceptingConfirmedAt: expect.any(String) });
    const quiet = body.quotes.find((q) => q.provider.businessName === 'Quiet Care')!.provider;
    expect(quiet).toMatchObject({ languages: [], acceptingNewClients: null });
  });

  it('languages=vi keeps only providers whose staff speak Vietnamese, a waiting list included', async () => {
    const res = await quote({ selectedServices: plan(), near: '3020', languages: 'vi' }).expect(200);
    expect(names(res.body as PlanQuoteResponse)).toEqual(['Hanoi Home Help', 'Saigon Care']);
  });

  it('takes a list or comma-joined codes, any of them matching, case and spaces ignored, as the directory does', async () => {
    const list = await quote({ selectedServices: plan(), near: '3020', languages: ['el', 'vi'] }).expect(200);
    const joined = await quote({ selectedServices: plan(), near: '3020', languages: ' EL , vi' }).expect(200);
    expect(names(list.body as PlanQuoteResponse)).toEqual(['Athens Care', 'Hanoi Home Help', 'Saigon Care']);
    expect(names(joined.body as PlanQuoteResponse)).toEqual(names(list.body as PlanQuoteResponse));
  });

  it('combines filters: Vietnamese and taking new clients now', async () => {
    const res = await quote({ selectedServices: plan(), near: '3020', languages: 'vi', acceptingNewClients: 'yes' }).expect(200);
    expect(names(res.body as PlanQuoteResponse)).toEqual(['Hanoi Home Help']);
  });

  it('answers 400 with the directory search message for an unknown code, naming the field and the code', async () => {
    const res = await quote({ selectedServices: plan(), near: '3020', languages: 'vi,klingon' }).expect(400);
    const directory = await ctx().http.get('/api/providers/search').query({ languages: 'vi,klingon' }).expect(400);
    expect(res.body.message).toEqual([expect.stringContaining('languages has language codes not on the list: "klingon"')]);
    expect(res.body.message).toEqual(directory.body.message);
  });
});
