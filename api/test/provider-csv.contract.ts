import { parse } from 'csv-parse/sync';
import { PROVIDER_CSV_COLUMNS, australianDate, type AdminProviderDto, type AuditEventDto, type ProviderCsvImportReport } from '@homeward/domain';
import { DEMO_PROVIDER_SEEDS } from '../src/setup/seed/seed-data.js';
import { adminAgent, useTestApp } from './support/harness.js';
import { adminProvider, adminProviders, auditEvents } from './support/factories.js';
import type request from 'supertest';

const HEADER = 'businessName,email,phone,address,suburb,state,postcode,rating,services,serviceAreas,isActive';
/** A CSV file of the console's columns with these rows. */
const csvOf = (rows: string[], lineEnd = '\n') => [HEADER, ...rows].join(lineEnd);

describe('provider CSV export and import', () => {
  const ctx = useTestApp('provider-csv');
  let admin: ReturnType<typeof request.agent>;

  const importCsv = (csv: string, apply = false, type = 'text/csv') =>
    admin
      .post('/api/admin/providers/import')
      .query(apply ? { apply: 'true' } : {})
      .set('Content-Type', type)
      .send(csv);

  beforeAll(async () => {
    admin = await adminAgent(ctx());
  });

  it('exports every provider with services by name, areas, flags, priority and coordinates', async () => {
    const res = await admin.get('/api/admin/providers/export.csv').expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="providers-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.text.charCodeAt(0)).toBe(0xfeff);
    const rows = parse(res.text, { bom: true, columns: true }) as Array<Record<string, string>>;
    expect(rows).toHaveLength(DEMO_PROVIDER_SEEDS.length);
    const first = await adminProvider(admin, 1);
    const row = rows.find((r) => r.id === '1')!;
    expect(row.businessName).toBe(first.businessName);
    expect(row.isActive).toBe(String(first.isActive));
    expect(row.displayPriority).toBe(String(first.displayPriority));
    expect(row.services.split('; ')).toHaveLength(first.servicesOffered.length);
    expect(row.services).not.toMatch(/^\d/);
    expect(row.serviceAreas).toBe(first.serviceAreas.join('; '));
    if (first.latitude !== null) expect(Number(row.latitude)).toBeCloseTo(first.latitude, 4);
    expect(Object.keys(row)).toEqual([...PROVIDER_CSV_COLUMNS]);
    expect(row).toEqual(
      expect.objectContaining({
        leadEmail: first.leadEmail ?? '',
        languages: first.languages.join('; '),
        diverseNeeds: first.diverseNeeds.join('; '),
        acceptingNewClients: first.acceptingNewClients ?? '',
        acceptingConfirmedAt: first.acceptingConfirmedAt ?? '',
        registrationCategories: first.registrationCategories.join('; '),
      }),
    );
    expect(first.languages.length).toBeGreaterThan(0);
    const [event] = await auditEvents(admin, { action: 'export', entity: 'provider' });
    expect(event.reason).toBe(`CSV of ${DEMO_PROVIDER_SEEDS.length} provider(s)`);
  });

  it('re-imports its own export unchanged: every row "unchanged", and applying it changes no provider', async () => {
    await admin
      .put('/api/admin/providers/2')
      .send({ leadEmail: 'referrals@two.example', website: 'two.example', acceptingNewClients: 'waitlist', acceptingConfirmedAt: '2026-01-05' })
      .expect(200);
    const before = await adminProviders(admin);
    const csv = (await admin.get('/api/admin/providers/export.csv').expect(200)).text;
    const dryRun = (await importCsv(csv).expect(200)).body as ProviderCsvImportReport;
    expect(dryRun).toEqual(
      expect.objectContaining({
        dryRun: true,
        applied: false,
        totalRows: before.length,
        toCreate: 0,
        toUpdate: 0,
        unchanged: before.length,
        errorRows: 0,
        errors: [],
      }),
    );
    expect(new Set(dryRun.rows.map((r) => r.action))).toEqual(new Set(['unchanged']));

    const trailBefore = await auditEvents(admin, { entity: 'provider' }, [0, 0]);
    const applied = (await importCsv(csv, true).expect(200)).body as ProviderCsvImportReport;
    expect(applied).toEqual(expect.objectContaining({ applied: true, toCreate: 0, toUpdate: 0, unchanged: before.length }));
    expect(await adminProviders(admin)).toEqual(before);
    const trailAfter = await auditEvents(admin, { entity: 'provider' }, [0, 9]);
    const newEvents = trailAfter.slice(
      0,
      trailAfter.findIndex((e) => e.id === trailBefore[0].id),
    );
    expect(newEvents.map((e) => [e.action, e.reason])).toEqual([
      ['import', `CSV import of ${before.length} row(s): 0 created, 0 updated, ${before.length} unchanged`],
    ]);
  });

  it('applies a change to every provider in one file: one update and one audit entry each, nothing else touched', async () => {
    const before = await adminProviders(admin);
    const csv = (await admin.get('/api/admin/providers/export.csv').expect(200)).text.replaceAll(' 5550 01', ' 5559 01');
    const applied = (await importCsv(csv, true).expect(200)).body as ProviderCsvImportReport;
    const renumbered = before.filter((p) => p.phone.includes(' 5550 01'));
    expect(renumbered.length).toBeGreaterThan(1);
    expect(applied).toEqual(expect.objectContaining({ toCreate: 0, toUpdate: renumbered.length, unchanged: before.length - renumbered.length }));
    const after = await adminProviders(admin);
    expect(after.map((p) => ({ ...p, updatedAt: '' }))).toEqual(before.map((p) => ({ ...p, phone: p.phone.replace(' 5550 01', ' 5559 01'), updatedAt: '' })));
    for (const provider of renumbered.slice(0, 3)) {
      const [event] = await auditEvents(admin, { entity: 'provider', entityId: provider.id });
      expect(event).toEqual(
        expect.objectContaining({
          action: 'update',
          reason: `CSV import of ${before.length} row(s)`,
          changes: { phone: { before: provider.phone, after: provider.phone.replace(' 5550 01', ' 5559 01') } },
        }),
      );
    }
  });

  it('a dry run reports each row, with every error by row and column, and writes nothing', async () => {
    const before = (await adminProviders(admin)).length;
    const csv = csvOf(
      [
        'Fresh Start Care,hello@fresh.example,(02) 5550 1111,1 New St,Newcastle,NSW,2300,4.5,Nursing care; Domestic assistance,Newcastle; Maitland,true',
        'Bad Row Care,not-an-email,(02) 5550 2222,2 New St,Somewhere,XYZ,23,9,Teleportation,,maybe',
        '"Quoted, Comma ""Care""",q@quoted.example,(03) 5550 3333,"3 Multi\nLine Rd",Geelong,vic,3220,,,,',
      ],
      '\r\n',
    );
    const res = await importCsv(csv).expect(200);
    const report = res.body as ProviderCsvImportReport;
    expect(report).toEqual(expect.objectContaining({ dryRun: true, applied: false, totalRows: 3, toCreate: 2, toUpdate: 0, errorRows: 1 }));
    expect(report.rows.map((r) => [r.row, r.action, r.businessName])).toEqual([
      [2, 'create', 'Fresh Start Care'],
      [3, 'error', 'Bad Row Care'],
      [4, 'create', 'Quoted, Comma "Care"'],
    ]);
    const byColumn = Object.fromEntries(report.errors.map((e) => [e.column, e]));
    expect(Object.keys(byColumn).sort()).toEqual(['email', 'isActive', 'postcode', 'rating', 'services', 'state']);
    expect(report.errors.every((e) => e.row === 3)).toBe(true);
    expect(byColumn.email.message).toBe('email must be an email address');
    expect(byColumn.services.message).toBe('Unknown service: Teleportation');
    expect(byColumn.state.message).toMatch(/^state must be one of: /);
    expect(byColumn.postcode.message).toBe('postcode must be 4 digits');
    expect(byColumn.rating.message).toMatch(/rating must not be greater than 5/);
    expect((await adminProviders(admin)).length).toBe(before);
  });

  it('refuses to apply a file with errors (400 with the report) and writes nothing; the fixed file applies in one go', async () => {
    const before = (await adminProviders(admin)).length;
    const bad = csvOf([
      'Applied Care,a@applied.example,(02) 5550 4444,4 St,Newcastle,NSW,2300,4,,,',
      'Broken Care,b@broken.example,(02) 5550 5555,5 St,Newcastle,NSW,2300,4,Nursing care; Flying,,',
    ]);
    const refused = await importCsv(bad, true).expect(400);
    expect(refused.body.message).toBe('1 row has errors, so nothing was imported. Fix them and try again.');
    expect(refused.body.report.errors).toEqual([{ row: 3, column: 'services', message: 'Unknown service: Flying' }]);
    expect((await adminProviders(admin)).length).toBe(before);

    const fixed = bad.replace('Nursing care; Flying', 'Nursing care');
    const applied = (await importCsv(`\uFEFF${fixed}`, true).expect(200)).body as ProviderCsvImportReport;
    expect(applied).toEqual(expect.objectContaining({ dryRun: false, applied: true, toCreate: 2, errorRows: 0 }));
    expect(applied.rows.every((r) => typeof r.id === 'number')).toBe(true);
    const created = await adminProvider(admin, applied.rows[1].id!);
    expect(created).toEqual(expect.objectContaining({ businessName: 'Broken Care', state: 'NSW', postcode: '2300', servicesOffered: [1] }));
    expect(created.latitude).not.toBeNull();

    // Same business name + postcode (any case) without an id: an update, not a duplicate.
    const update = (await importCsv(csvOf(['applied care,new@applied.example,(02) 5550 4444,4 St,Newcastle,NSW,2300,4.9,,,false']), true).expect(200))
      .body as ProviderCsvImportReport;
    expect(update.rows[0]).toEqual(expect.objectContaining({ action: 'update', id: applied.rows[0].id }));
    const updated = await adminProvider(admin, applied.rows[0].id!);
    expect(updated).toEqual(expect.objectContaining({ email: 'new@applied.example', rating: 4.9, isActive: false }));

    const trail = await auditEvents(admin, { entity: 'provider', action: 'import' });
    expect(trail[0].reason).toBe('CSV import of 1 row(s): 0 created, 1 updated, 0 unchanged');
    const perProvider = await auditEvents(admin, { entity: 'provider', entityId: applied.rows[0].id });
    expect(perProvider.map((e) => e.action)).toEqual(['update', 'create']);
    expect(perProvider[0].changes).toEqual(expect.objectContaining({ email: { before: 'a@applied.example', after: 'new@applied.example' } }));
  });

  it('matches by id, reports an unknown id, and the same provider twice in one file', async () => {
    const csv = [
      'id,' + HEADER,
      '1,Renamed One,one@x.example,(02) 5550 0001,1 St,Newcastle,NSW,2300,4,,,',
      '777777,Ghost Care,g@x.example,(02) 5550 0002,2 St,Newcastle,NSW,2300,4,,,',
      '1,Renamed Again,one@x.example,(02) 5550 0001,1 St,Newcastle,NSW,2300,4,,,',
    ].join('\n');
    const report = (await importCsv(csv).expect(200)).body as ProviderCsvImportReport;
    expect(report.rows.map((r) => r.action)).toEqual(['update', 'error', 'error']);
    expect(report.errors).toEqual([
      { row: 3, column: 'id', message: 'No provider has id 777777 (leave id blank to add a new provider)' },
      { row: 4, column: null, message: 'Same provider as row 2' },
    ]);
  });

  it('imports lead email, languages, diverse needs, intake and registration categories (codes or labels, any case)', async () => {
    const header = `${HEADER},leadEmail,languages,diverseNeeds,acceptingNewClients,acceptingConfirmedAt,registrationCategories`;
    const csv = [
      header,
      'Attribute Care,hello@attr.example,(02) 5550 6001,6 St,Newcastle,NSW,2300,4,,,,referrals@attr.example,EN; Greek,dementia;Veterans and war widows,Waitlist,5/1/2026,4; 1',
      'Plain Care,hello@plain.example,(02) 5550 6002,6 St,Newcastle,NSW,2300,4,,,,,,,,,',
    ].join('\n');
    const applied = (await importCsv(csv, true).expect(200)).body as ProviderCsvImportReport;
    expect(applied).toEqual(expect.objectContaining({ applied: true, toCreate: 2, errorRows: 0 }));
    const created = await adminProvider(admin, applied.rows[0].id!);
    expect(created).toEqual(
      expect.objectContaining({
        leadEmail: 'referrals@attr.example',
        languages: ['en', 'el'],
        diverseNeeds: ['veterans', 'dementia'],
        acceptingNewClients: 'waitlist',
        acceptingConfirmedAt: '2026-01-05',
        registrationCategories: [1, 4],
      }),
    );
    const plain = await adminProvider(admin, applied.rows[1].id!);
    expect(plain).toEqual(
      expect.objectContaining({
        leadEmail: null,
        languages: [],
        diverseNeeds: [],
        acceptingNewClients: null,
        acceptingConfirmedAt: null,
        registrationCategories: [],
      }),
    );

    // A status without its date is confirmed today (Sydney's date), as in the provider form.
    const today = australianDate(new Date());
    const confirmed = (
      await importCsv(`id,${header}\n${applied.rows[1].id},Plain Care,hello@plain.example,(02) 5550 6002,6 St,Newcastle,NSW,2300,4,,,,,,,yes,,`, true).expect(
        200,
      )
    ).body as ProviderCsvImportReport;
    expect(confirmed).toEqual(expect.objectContaining({ toUpdate: 1 }));
    const afterConfirm = await adminProvider(admin, applied.rows[1].id!);
    expect(afterConfirm.acceptingNewClients).toBe('yes');
    expect([today, australianDate(new Date(Date.now() - 86_400_000))]).toContain(afterConfirm.acceptingConfirmedAt);
  });

  it('adds a provider exactly as the form does: fields, defaults, coordinates, services, areas, directory card and audit entry', async () => {
    const form = {
      businessName: 'Twin Form Care',
      name: 'Tess Twin',
      email: 'twin@form.example',
      leadEmail: 'leads@twin.example',
      phone: '(02) 5550 6201',
      website: 'twin.example',
      address: '1 Twin St',
      suburb: 'Newcastle',
      state: 'NSW',
      postcode: '2300',
      description: 'Twins',
      rating: 4.2,
      reviewCount: 7,
      isHighlighted: true,
      displayPriority: 3,
      servicesOffered: [1, 2],
      serviceAreas: ['Newcastle', ' Maitland', 'Newcastle'],
      languages: ['en', 'el'],
      diverseNeeds: ['dementia'],
      acceptingNewClients: 'waitlist',
      acceptingConfirmedAt: '2026-01-05',
      registrationCategories: [1, 4],
    };
    const viaForm = (await admin.post('/api/admin/providers').send(form).expect(201)).body as AdminProviderDto;
    const names = ((await ctx().http.get('/api/services').expect(200)).body as Array<{ id: number; name: string }>)
      .filter((s) => form.servicesOffered.includes(s.id))
      .map((s) => s.name);
    const header =
      'businessName,name,email,leadEmail,phone,website,address,suburb,state,postcode,description,rating,reviewCount,isHighlighted,displayPriority,services,serviceAreas,languages,diverseNeeds,acceptingNewClients,acceptingConfirmedAt,registrationCategories';
    const row = [
      'Twin Import Care',
      form.name,
      form.email,
      form.leadEmail,
      form.phone,
      form.website,
      form.address,
      form.suburb,
      form.state,
      form.postcode,
      form.description,
      form.rating,
      form.reviewCount,
      'true',
      form.displayPriority,
      `"${names.join('; ')}"`,
      `"${form.serviceAreas.join(';')}"`,
      'en; el',
      'dementia',
      'waitlist',
      '2026-01-05',
      '1; 4',
    ].join(',');
    const applied = (await importCsv(`${header}\n${row}`, true).expect(200)).body as ProviderCsvImportReport;
    const viaImport = await adminProvider(admin, applied.rows[0].id!);
    const differing = (p: AdminProviderDto) => ({ ...p, id: 0, businessName: '', createdAt: '', updatedAt: '' });
    expect(differing(viaImport)).toEqual(differing(viaForm));
    expect(viaImport.latitude).not.toBeNull();

    const cards = (await ctx().http.get('/api/providers/search').query({ q: 'Twin' }).expect(200)).body as Array<Record<string, unknown>>;
    const card = (id: number) => ({ ...cards.find((c) => c.id === id)!, id: 0, businessName: '' });
    expect(cards).toHaveLength(2);
    expect(card(viaImport.id)).toEqual(card(viaForm.id));

    const created = async (id: number) => (await auditEvents(admin, { entity: 'provider', entityId: id, action: 'create' }))[0];
    const [formEvent, importEvent] = [await created(viaForm.id), await created(viaImport.id)];
    expect(importEvent.reason).toBe('CSV import of 1 row(s)');
    const changes = (e: AuditEventDto) => ({ ...e.changes, businessName: null, createdAt: null, updatedAt: null });
    expect(changes(importEvent)).toEqual(changes(formEvent));
  });

  it('an older file without the newer columns keeps what updates have stored and gives creates the defaults', async () => {
    const target = await adminProvider(admin, 3);
    await admin.put('/api/admin/providers/3').send({ leadEmail: 'leads@three.example' }).expect(200);
    const stored = await adminProvider(admin, 3);
    const older = 'id,businessName,email,phone,address,suburb,state,postcode';
    const row = [3, `"${target.businessName}"`, target.email, '(02) 5550 9999', `"${target.address}"`, target.suburb, target.state, target.postcode].join(',');
    const report = (await importCsv(`${older}\n${row}\n,Older Format Care,old@older.example,(02) 5550 9998,9 St,Newcastle,NSW,2300`, true).expect(200))
      .body as ProviderCsvImportReport;
    expect(report).toEqual(expect.objectContaining({ toCreate: 1, toUpdate: 1, errorRows: 0 }));
    const after = await adminProvider(admin, 3);
    expect(after).toEqual({ ...stored, phone: '(02) 5550 9999', updatedAt: expect.any(String) });
    const created = await adminProvider(admin, report.rows[1].id!);
    expect(created).toEqual(
      expect.objectContaining({
        leadEmail: null,
        languages: [],
        diverseNeeds: [],
        acceptingNewClients: null,
        registrationCategories: [],
        isActive: true,
        rating: 4.5,
      }),
    );
  });

  it("reports a bad lead email and unknown list values as row errors by column, in the API's words, and writes nothing", async () => {
    const before = (await adminProviders(admin)).length;
    const header =
      'businessName,email,phone,address,suburb,state,postcode,leadEmail,languages,diverseNeeds,acceptingNewClients,acceptingConfirmedAt,registrationCategories';
    const csv = [
      header,
      'Good Attr Care,a@good.example,(02) 5550 6101,1 St,Newcastle,NSW,2300,,en,,,,',
      'Bad Attr Care,b@bad.example,(02) 5550 6102,2 St,Newcastle,NSW,2300,not-an-email,en; Klingon,dementia; pirates,maybe,31/02/2026,1; 9',
      'Future Care,c@bad.example,(02) 5550 6103,3 St,Newcastle,NSW,2300,,,,yes,2999-01-01,x',
    ].join('\r\n');
    const report = (await importCsv(csv, true).expect(400)).body.report as ProviderCsvImportReport;
    expect(report).toEqual(expect.objectContaining({ totalRows: 3, toCreate: 1, errorRows: 2 }));
    const byColumn = Object.fromEntries(report.errors.filter((e) => e.row === 3).map((e) => [e.column, e.message]));
    expect(Object.keys(byColumn).sort()).toEqual([
      'acceptingConfirmedAt',
      'acceptingNewClients',
      'diverseNeeds',
      'languages',
      'leadEmail',
      'registrationCategories',
    ]);
    expect(byColumn.leadEmail).toBe('leadEmail must be an email address');
    expect(byColumn.languages).toMatch(/^languages has language codes not on the list: "Klingon"\. Use: en, asf, /);
    expect(byColumn.diverseNeeds).toMatch(/^diverseNeeds has diverse-need codes not on the list: "pirates"\. Use: /);
    expect(byColumn.acceptingNewClients).toBe('acceptingNewClients must be one of: yes, waitlist, no (or null when not stated)');
    expect(byColumn.acceptingConfirmedAt).toMatch(/^acceptingConfirmedAt must be a date written YYYY-MM-DD, not in the future/);
    expect(byColumn.registrationCategories).toMatch(/^registrationCategories has registration category numbers not on the list: 9\. Use: 1, 2, 3, 4, 5, 6$/);
    expect(
      report.errors
        .filter((e) => e.row === 4)
        .map((e) => e.column)
        .sort(),
    ).toEqual(['acceptingConfirmedAt', 'registrationCategories']);
    expect((await adminProviders(admin)).length).toBe(before);
  });

  it.each([
    ['not CSV (an unclosed quote)', `${HEADER}\n"Unclosed,a@b.example`, /^The file is not valid CSV/],
    ['an empty file', '', /The file is empty|Send the CSV file/],
    ['an unknown column', 'businessName,email,colour\nA,a@b.example,red', /^Unknown column: colour/],
    ['missing required columns', 'businessName,email\nA,a@b.example', /^Missing columns: phone, address, suburb, state, postcode$/],
  ])('answers 400 for %s, never a 500', async (_label, csv, message) => {
    const res = await importCsv(csv);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
  });

  it('answers 415 for a JSON or multipart body, 400 for a bad apply flag, 413 over 5 MB, and 401 without a session', async () => {
    await admin.post('/api/admin/providers/import').send({ csv: 'x' }).expect(400);
    await admin.post('/api/admin/providers/import').set('Content-Type', 'multipart/form-data; boundary=x').send('--x--').expect(415);
    await admin.post('/api/admin/providers/import').query({ apply: 'yes' }).set('Content-Type', 'text/csv').send(`${HEADER}\n`).expect(400);
    const big = `${HEADER}\n${'x'.repeat(5 * 1024 * 1024 + 10)}`;
    await admin.post('/api/admin/providers/import').set('Content-Type', 'text/csv').send(big).expect(413);
    await ctx().http.post('/api/admin/providers/import').set('Content-Type', 'text/csv').send(`${HEADER}\n`).expect(401);
    await ctx().http.get('/api/admin/providers/export.csv').expect(401);
  });
});
