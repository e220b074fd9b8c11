import { DIVERSE_NEED_CODES, LANGUAGE_CODES, australianDate, type AdminProviderDto, type ProviderSearchResult, type ServiceDto } from '@homeward/domain';
import { adminAgent, useTestApp } from './support/harness.js';
import { adminProvider, adminProviders, createProvider, providerBody } from './support/factories.js';
import type request from 'supertest';

/** Today in Australia (Sydney's date): the day a status sent without one is confirmed on. */
const today = () => australianDate(new Date());
const messages = (body: { message: string | string[] }) => [body.message].flat().join(' | ');

/** Languages, diverse needs, intake and registration categories. */
describe('provider attributes: fields on /api/admin/providers', () => {
  const ctx = useTestApp('provider-attributes-admin', { DEMO_DATA: 'false' });
  let admin: ReturnType<typeof request.agent>;

  beforeAll(async () => {
    admin = await adminAgent(ctx());
  });

  it('creates a provider with its attributes, in list order, its status confirmed today when no date is sent', async () => {
    const created = await createProvider(admin, {
      businessName: 'Attr Create',
      languages: ['it', 'en', 'el', 'it'],
      diverseNeeds: ['dementia', 'lgbti'],
      acceptingNewClients: 'waitlist',
      registrationCategories: [4, 1],
    });
    expect(created).toMatchObject({
      languages: ['en', 'el', 'it'],
      diverseNeeds: ['lgbti', 'dementia'],
      acceptingNewClients: 'waitlist',
      acceptingConfirmedAt: today(),
      registrationCategories: [1, 4],
    });
    expect(await adminProvider(admin, created.id)).toMatchObject({
      languages: ['en', 'el', 'it'],
      acceptingConfirmedAt: today(),
    });
  });

  it('gives a provider created without them empty lists and no status', async () => {
    const created = await createProvider(admin, { businessName: 'Attr None' });
    expect(created).toMatchObject({ languages: [], diverseNeeds: [], acceptingNewClients: null, acceptingConfirmedAt: null, registrationCategories: [] });
  });

  it('updates each attribute alone, keeps an explicit date, and clears the date with the status', async () => {
    const created = await createProvider(admin, {
      businessName: 'Attr Update',
      languages: ['en'],
      acceptingNewClients: 'yes',
      acceptingConfirmedAt: '2025-11-03',
    });
    expect(created.acceptingConfirmedAt).toBe('2025-11-03');
    const langs = (
      await admin
        .put(`/api/admin/providers/${created.id}`)
        .send({ languages: ['asf', 'vi'] })
        .expect(200)
    ).body as AdminProviderDto;
    expect(langs).toMatchObject({ languages: ['asf', 'vi'], acceptingNewClients: 'yes', acceptingConfirmedAt: '2025-11-03', businessName: 'Attr Update' });
    const status = (await admin.put(`/api/admin/providers/${created.id}`).send({ acceptingNewClients: 'no' }).expect(200)).body as AdminProviderDto;
    expect(status).toMatchObject({ acceptingNewClients: 'no', acceptingConfirmedAt: today() });
    const dated = (await admin.put(`/api/admin/providers/${created.id}`).send({ acceptingConfirmedAt: '2026-01-15' }).expect(200)).body as AdminProviderDto;
    expect(dated).toMatchObject({ acceptingNewClients: 'no', acceptingConfirmedAt: '2026-01-15' });
    const cleared = (
      await admin
        .put(`/api/admin/providers/${created.id}`)
        .send({ acceptingNewClients: null, languages: [], registrationCategories: [1, 2, 3, 4, 5, 6] })
        .expect(200)
    ).body as AdminProviderDto;
    expect(cleared).toMatchObject({ acceptingNewClients: null, acceptingConfirmedAt: null, languages: [], registrationCategories: [1, 2, 3, 4, 5, 6] });
  });

  it.each([
    ['an unknown language', { languages: ['en', 'klingon'] }, /languages has language codes not on the list: "klingon"/],
    ['a language that is not a list', { languages: 'el' }, /languages must be a list of language codes/],
    ['a language code in the wrong case', { languages: ['EL'] }, /languages has language codes not on the list: "EL"/],
    ['an unknown diverse need', { diverseNeeds: ['nobody'] }, /diverseNeeds has diverse-need codes not on the list: "nobody"/],
    ['a number as a diverse need', { diverseNeeds: [3] }, /diverseNeeds has diverse-need codes not on the list: 3/],
    ['an unknown status', { acceptingNewClients: 'maybe' }, /acceptingNewClients must be one of: yes, waitlist, no/],
    [
      'a date in the future',
      { acceptingConfirmedAt: '2999-01-01' },
      /acceptingConfirmedAt must be a date written YYYY-MM-DD, not in the future \(got "2999-01-01"\)/,
    ],
    ['a date that does not exist', { acceptingConfirmedAt: '2025-02-30' }, /acceptingConfirmedAt must be a date/],
    ['a date in another format', { acceptingConfirmedAt: '3/11/2025' }, /acceptingConfirmedAt must be a date/],
    ['an unknown category', { registrationCategories: [1, 7] }, /registrationCategories has registration category numbers not on the list: 7/],
    ['a category as text', { registrationCategories: ['1'] }, /registrationCategories has registration category numbers not on the list: "1"/],
    ['too many languages', { languages: [...LANGUAGE_CODES, 'en'] }, /languages can have at most/],
  ])('refuses %s with a 400 naming the field and value, and changes nothing', async (_label, fields, message) => {
    const before = await adminProviders(admin);
    const created = await createProvider(admin, { businessName: `Attr Bad ${_label}`, languages: ['en'] });
    const post = await admin
      .post('/api/admin/providers')
      .send(providerBody({ businessName: 'Attr Never Made', ...fields }))
      .expect(400);
    expect(messages(post.body)).toMatch(message);
    const put = await admin.put(`/api/admin/providers/${created.id}`).send(fields).expect(400);
    expect(messages(put.body)).toMatch(message);
    expect(await adminProvider(admin, created.id)).toEqual(created);
    expect((await adminProviders(admin)).length).toBe(before.length + 1);
  });

  it('documents the fields in the OpenAPI document', async () => {
    const doc = (await ctx().http.get('/api/docs-json').expect(200)).body as {
      components: { schemas: Record<string, { properties: Record<string, unknown> }> };
      paths: Record<string, { get: { parameters: unknown } }>;
    };
    for (const field of ['languages', 'diverseNeeds', 'acceptingNewClients', 'acceptingConfirmedAt', 'registrationCategories']) {
      expect(doc.components.schemas.CreateProviderDto.properties).toHaveProperty(field);
      expect(doc.components.schemas.AdminProviderResponse.properties).toHaveProperty(field);
      expect(doc.components.schemas.ProviderSearchResultResponse.properties).toHaveProperty(field);
    }
    const params = (doc.paths['/api/providers/search'].get.parameters as Array<{ name: string }>).map((p) => p.name);
    expect(params).toEqual(expect.arrayContaining(['languages', 'diverseNeeds', 'acceptingNewClients']));
  });
});

describe('provider attributes: GET /api/providers/search filters', () => {
  const ctx = useTestApp('provider-attributes-search', { DEMO_DATA: 'false' });
  let admin: ReturnType<typeof request.agent>;
  let nursing: number;

  const search = async (query: Record<string, string | string[]>) =>
    (await ctx().http.get('/api/providers/search').query(query).expect(200)).body as ProviderSearchResult[];
  const names = (list: ProviderSearchResult[]) => list.map((p) => p.businessName).sort();

  beforeAll(async () => {
    admin = await adminAgent(ctx());
    const services = (await ctx().http.get('/api/services').expect(200)).body as ServiceDto[];
    nursing = services.find((s) => s.name === 'Nursing care')!.id;
    const personal = services.find((s) => s.name === 'Personal care')!.id;
    const add = (businessName: string, fields: Record<string, unknown>) =>
      admin
        .post('/api/admin/providers')
        .send(providerBody({ businessName, serviceAreas: [], servicesOffered: [personal], ...fields }))
        .expect(201);
    // Name, place, and what each one lists: the filters below are checked against this table.
    const listed: [string, [string, string, string], Record<string, unknown>][] = [
      [
        'Greek Brunswick',
        ['Brunswick', 'VIC', '3056'],
        { languages: ['en', 'el'], diverseNeeds: ['dementia'], acceptingNewClients: 'yes', servicesOffered: [nursing, personal] },
      ],
      ['Italian Carlton', ['Carlton', 'VIC', '3053'], { languages: ['en', 'it'], diverseNeeds: ['dementia', 'lgbti'], acceptingNewClients: 'waitlist' }],
      ['Greek Italian Geelong', ['Geelong', 'VIC', '3220'], { languages: ['el', 'it'], diverseNeeds: ['veterans'], acceptingNewClients: 'no' }],
      [
        'Auslan Sydney',
        ['Sydney', 'NSW', '2000'],
        { languages: ['en', 'asf'], diverseNeeds: ['first-nations', 'dementia'], acceptingNewClients: 'yes', serviceAreas: ['Brunswick, VIC'] },
      ],
      ['English Only Parramatta', ['Parramatta', 'NSW', '2150'], { languages: ['en'] }],
      ['Closed Greek', ['Brunswick', 'VIC', '3056'], { languages: ['el'], diverseNeeds: ['dementia'], acceptingNewClients: 'yes', isActive: false }],
    ];
    for (const [businessName, [suburb, state, postcode], fields] of listed) await add(businessName, { suburb, state, postcode, ...fields });
  });

  it('sends each card its attributes', async () => {
    const [card] = await search({ q: 'Italian Carlton' });
    expect(card).toMatchObject({
      languages: ['en', 'it'],
      diverseNeeds: ['lgbti', 'dementia'],
      acceptingNewClients: 'waitlist',
      acceptingConfirmedAt: today(),
      registrationCategories: [],
    });
  });

  it.each([
    ['one language', { languages: 'el' }, ['Greek Brunswick', 'Greek Italian Geelong']],
    ['any of two languages', { languages: 'el,it' }, ['Greek Brunswick', 'Greek Italian Geelong', 'Italian Carlton']],
    ['the parameter repeated (same as comma-joined)', { languages: ['el', 'it'] }, ['Greek Brunswick', 'Greek Italian Geelong', 'Italian Carlton']],
    ['upper case and spaces', { languages: ' EL , It ' }, ['Greek Brunswick', 'Greek Italian Geelong', 'Italian Carlton']],
    ['Auslan', { languages: 'asf' }, ['Auslan Sydney']],
    ['a language nobody offers', { languages: 'mt' }, []],
    ['one diverse need', { diverseNeeds: 'dementia' }, ['Auslan Sydney', 'Greek Brunswick', 'Italian Carlton']],
    ['any of two needs', { diverseNeeds: 'veterans,first-nations' }, ['Auslan Sydney', 'Greek Italian Geelong']],
    ['taking new clients', { acceptingNewClients: 'yes' }, ['Auslan Sydney', 'Greek Brunswick']],
    ['taking or waiting list', { acceptingNewClients: 'yes,waitlist' }, ['Auslan Sydney', 'Greek Brunswick', 'Italian Carlton']],
    ['language and need together (both must hold)', { languages: 'el,it', diverseNeeds: 'dementia' }, ['Greek Brunswick', 'Italian Carlton']],
    ['all three together', { languages: 'el,it', diverseNeeds: 'dementia', acceptingNewClients: 'yes' }, ['Greek Brunswick']],
    ['with a state', { languages: 'en', state: 'NSW' }, ['Auslan Sydney', 'English Only Parramatta']],
    ['with a service', { languages: 'el,it', services: 'SERVICE' }, ['Greek Brunswick']],
    ['with text', { diverseNeeds: 'dementia', q: 'Carlton' }, ['Italian Carlton']],
    [
      'blank filters are no filters',
      { languages: '', diverseNeeds: ' ', acceptingNewClients: ',' },
      ['Auslan Sydney', 'English Only Parramatta', 'Greek Brunswick', 'Greek Italian Geelong', 'Italian Carlton'],
    ],
  ])('filters by %s (any of the codes within a filter, every filter set), never an inactive provider', async (_label, query, expected) => {
    const q = Object.fromEntries(Object.entries(query).map(([k, v]) => [k, v === 'SERVICE' ? String(nursing) : v])) as Record<string, string | string[]>;
    expect(names(await search(q))).toEqual(expected);
  });

  it.each([
    ['near with a radius (relevance order)', { near: '3056', radiusKm: '10' }, ['Auslan Sydney', 'Greek Brunswick', 'Italian Carlton']],
    ['near sorted by distance', { near: '3056', sort: 'distance' }, ['Greek Brunswick', 'Italian Carlton', 'Greek Italian Geelong', 'Auslan Sydney']],
    // Near means near: with a radius, the providers whose areas name the place first (Auslan Sydney lists Brunswick).
    ['near with a radius sorted by distance', { near: '3056', radiusKm: '25', sort: 'distance' }, ['Auslan Sydney', 'Greek Brunswick', 'Italian Carlton']],
    ['near in relevance order', { near: 'Brunswick VIC' }, null],
  ])('combines with near-me: %s', async (_label, query, expectedOrder) => {
    const withDementia = await search({ ...query, diverseNeeds: 'dementia' });
    const dementia = ['Auslan Sydney', 'Greek Brunswick', 'Italian Carlton'];
    for (const p of withDementia) expect(p.diverseNeeds).toContain('dementia');
    if (expectedOrder) {
      expect(withDementia.map((p) => p.businessName)).toEqual(expectedOrder.filter((n) => dementia.includes(n)));
    } else expect(names(withDementia)).toEqual(dementia);
    const greek = await search({ ...query, languages: 'el' });
    expect(greek.every((p) => p.languages.includes('el'))).toBe(true);
    expect(greek.some((p) => p.businessName === 'Greek Brunswick')).toBe(true);
    expect(greek[0].distanceKm).toEqual(expect.any(Number));
  });

  it('tells cached searches apart by their filters', async () => {
    expect(names(await search({ languages: 'el' }))).not.toEqual(names(await search({ languages: 'it' })));
    expect(names(await search({ languages: 'it' }))).toEqual(['Greek Italian Geelong', 'Italian Carlton']);
  });

  it('shows an admin change of attributes in the next search', async () => {
    const [geelong] = await search({ q: 'Greek Italian Geelong' });
    await admin.put(`/api/admin/providers/${geelong.id}`).send({ acceptingNewClients: 'yes' }).expect(200);
    expect(names(await search({ acceptingNewClients: 'yes' }))).toContain('Greek Italian Geelong');
    await admin.put(`/api/admin/providers/${geelong.id}`).send({ acceptingNewClients: 'no' }).expect(200);
    expect(names(await search({ acceptingNewClients: 'yes' }))).not.toContain('Greek Italian Geelong');
  });

  it.each([
    [{ languages: 'klingon' }, /languages has language codes not on the list: "klingon"/],
    [{ languages: 'el,xx' }, /languages has language codes not on the list: "xx"/],
    [{ languages: ['el', 'xx'] }, /languages has language codes not on the list: "xx"/],
    [{ diverseNeeds: 'nobody' }, /diverseNeeds has diverse-need codes not on the list: "nobody"/],
    [{ acceptingNewClients: 'maybe' }, /acceptingNewClients has intake statuses \(yes, waitlist, no\) not on the list: "maybe"/],
    [{ acceptingNewClients: 'yes', languages: 'el', diverseNeeds: 'veterans,%' }, /diverseNeeds has diverse-need codes not on the list: "%"/],
  ])('refuses %j with a 400 that names the field and the bad value', async (query, message) => {
    const res = await ctx().http.get('/api/providers/search').query(query).expect(400);
    expect(messages(res.body)).toMatch(message);
    expect(messages(res.body)).toMatch(/Use: /);
  });

  it('lists every known code in the 400, so the caller can correct it', async () => {
    const res = await ctx().http.get('/api/providers/search').query({ diverseNeeds: 'x' }).expect(400);
    for (const code of DIVERSE_NEED_CODES) expect(messages(res.body)).toContain(code);
  });
});
