import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { run as directoryImport } from '../src/cli/official-list-import.js';
import { importOfficialList } from '../src/providers/official-list/official-list.repository.js';
import { OfficialListRefused } from '../src/providers/official-list/official-list-file.js';
import { loadOfficialList } from '../src/providers/official-list/official-list-source.js';
import { adminAgent, useTestApp, type TestApp } from './support/harness.js';
import { auditEvents } from './support/factories.js';
import { ListColumns, readShippedList, writeListFile, type ListRow, type ListSheet } from './support/official-list-files.js';
import type { DataSource } from 'typeorm';

// The organisations of the fixture cut from the shipped 2025 list (their rows as the file has them).
const ONE_ADDRESS_FOUR_SERVICES = 'Carrington Centennial Care Limited';
const FOUR_OFFICES = 'Southern Cross Care (Tas) Inc';
const THREE_STATES = 'EACH'; // 8 services at 4 addresses in NSW, VIC and QLD
const ONE_SERVICE = 'Community Care Tasmania';
const TWO_OFFICES = 'Gilgandra Council';
const FIXTURE_ORGANISATIONS = [ONE_ADDRESS_FOUR_SERVICES, FOUR_OFFICES, THREE_STATES, ONE_SERVICE, TWO_OFFICES];

const count = async (db: DataSource, sql: string, params: unknown[] = []) => Number(((await db.query(sql, params)) as Array<{ n: number | string }>)[0]!.n);
const providerCount = (db: DataSource) => count(db, 'SELECT COUNT(*) AS n FROM providers');
const officeCount = (db: DataSource) => count(db, 'SELECT COUNT(*) AS n FROM provider_offices');

/** The command-line tool's settings for the suite's own database. */
const cliEnv = (app: TestApp) => ({
  NODE_ENV: 'test',
  DATA_DIR: app.config.dataDir,
  DATABASE_URL: app.config.database.kind === 'mysql' ? app.config.database.url : undefined,
  SEED_OFFICIAL_LIST: 'false',
});

let dir: string;
let list: ListSheet;
let columns: ListColumns;
const rowsOf = (name: string) => list.rows.filter((r) => columns.get(r, 'Care Type') === 'Home Care' && columns.get(r, 'Provider Name') === name);

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'hw-official-list-'));
  list = await readShippedList();
  columns = new ListColumns(list.header);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('official list: a file is read and checked in full before anything is written', () => {
  const ctx = useTestApp('official-list-files', { DEMO_DATA: 'false', SEED_OFFICIAL_LIST: 'false' });
  let fixture: ListRow[];

  beforeAll(() => {
    const otherCareTypes = list.rows.filter((r) => columns.get(r, 'Care Type') !== 'Home Care').slice(0, 6);
    fixture = [...otherCareTypes.slice(0, 3), ...FIXTURE_ORGANISATIONS.flatMap(rowsOf), ...otherCareTypes.slice(3)];
  });

  const refusal = async (file: string, editionDate: string | null = null): Promise<OfficialListRefused> => {
    const error = await loadOfficialList({ file, editionDate }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(OfficialListRefused);
    return error as OfficialListRefused;
  };

  it('imports the fixture: one organisation a provider, one office an address with its services, the main office the busiest', async () => {
    const file = path.join(dir, 'fixture.xlsx');
    await writeListFile(file, { title: 'Aged care service list: 30 June 2025', header: list.header, rows: fixture });
    const loaded = await loadOfficialList({ file, editionDate: null });
    expect(loaded.editionDate).toBe('2025-06-30');
    expect(loaded.directory).toMatchObject({ rowsRead: fixture.length, homeCareRows: 19, problems: [] });
    const db = ctx().dataSource;
    await db.transaction((em) => importOfficialList(em, loaded));

    const organisations = (await db.query(
      `SELECT p.businessName, p.officialName, p.listingSource, p.email, p.phone, p.name, p.website, p.description, p.rating, p.reviewCount, p.officialListDate, p.claimedAt,
              COUNT(o.id) AS offices
         FROM providers p LEFT JOIN provider_offices o ON o.providerId = p.id GROUP BY p.id, p.businessName, p.officialName, p.listingSource, p.email, p.phone, p.name,
              p.website, p.description, p.rating, p.reviewCount, p.officialListDate, p.claimedAt ORDER BY p.id`,
    )) as Array<Record<string, unknown>>;
    expect(organisations.map((o) => [o.businessName, Number(o.offices)])).toEqual([
      [ONE_ADDRESS_FOUR_SERVICES, 1],
      [FOUR_OFFICES, 4],
      [THREE_STATES, 4],
      [ONE_SERVICE, 1],
      [TWO_OFFICES, 2],
    ]);
    for (const o of organisations) {
      // Nothing nobody gave us: no contacts, description, stars or reviews.
      expect({ ...o, rating: Number(o.rating), reviewCount: Number(o.reviewCount) }).toMatchObject({
        officialName: o.businessName,
        listingSource: 'official',
        email: '',
        phone: '',
        name: null,
        website: null,
        description: null,
        rating: 0,
        reviewCount: 0,
        officialListDate: '2025-06-30',
        claimedAt: null,
      });
    }

    const [carrington] = (await db.query('SELECT o.serviceNames FROM provider_offices o JOIN providers p ON p.id = o.providerId WHERE p.businessName = ?', [
      ONE_ADDRESS_FOUR_SERVICES,
    ])) as Array<{ serviceNames: string }>;
    expect(JSON.parse(carrington!.serviceNames)).toEqual(rowsOf(ONE_ADDRESS_FOUR_SERVICES).map((r) => columns.get(r, 'Service Name')));

    // EACH's listing stands at its office with the most services, with the point the search needs.
    const each = rowsOf(THREE_STATES);
    const busiest = [...new Set(each.map((r) => String(columns.get(r, 'Physical Address'))))]
      .map((address) => ({ address, services: each.filter((r) => columns.get(r, 'Physical Address') === address).length }))
      .sort((a, b) => b.services - a.services)[0]!;
    const [provider] = (await db.query('SELECT address, latitude, unitX, longitudeStrip FROM providers WHERE businessName = ?', [THREE_STATES])) as Array<
      Record<string, unknown>
    >;
    expect(provider!.address).toBe(busiest.address);
    expect(provider!.unitX).not.toBeNull();
    expect(provider!.longitudeStrip).not.toBeNull();
    const states = (await db.query(
      'SELECT DISTINCT o.state FROM provider_offices o JOIN providers p ON p.id = o.providerId WHERE p.businessName = ? ORDER BY o.state',
      [THREE_STATES],
    )) as Array<{ state: string }>;
    expect(states.map((s) => s.state)).toEqual(['NSW', 'QLD', 'VIC']);
  });

  it('refuses a file whose column was renamed, naming it, and writes nothing', async () => {
    const file = path.join(dir, 'renamed.xlsx');
    const header = list.header.map((h) => (h === 'Provider Name' ? 'Approved Provider' : h));
    await writeListFile(file, { title: 'Aged care service list: 30 June 2026', header, rows: fixture });
    const before = { providers: await providerCount(ctx().dataSource), offices: await officeCount(ctx().dataSource) };
    const error = await refusal(file);
    expect(error.message).toMatch(/has no column "Provider Name" \(renamed or missing\)/);
    const cli = await directoryImport(['--file', file, '--apply'], cliEnv(ctx()));
    expect(cli).toEqual({ code: 1, message: expect.stringContaining('"Provider Name"') });
    expect({ providers: await providerCount(ctx().dataSource), offices: await officeCount(ctx().dataSource) }).toEqual(before);
  });

  it('reports each row without coordinates or with a postcode that is not Australian, by row number and reason, and writes nothing', async () => {
    const file = path.join(dir, 'bad-rows.xlsx');
    const [first, second, ...rest] = FIXTURE_ORGANISATIONS.flatMap(rowsOf);
    const bad = [columns.with(first!, { Latitude: null, Longitude: null }), columns.with(second!, { 'Physical Post Code': 98101 }), ...rest];
    await writeListFile(file, { title: 'Aged care service list: 30 June 2026', header: list.header, rows: bad });
    const before = { providers: await providerCount(ctx().dataSource), offices: await officeCount(ctx().dataSource) };
    const error = await refusal(file);
    expect(error.problems).toEqual([
      { rowNumber: 4, reason: 'no latitude; no longitude' },
      { rowNumber: 5, reason: 'postcode "98101" is not 4 digits' },
    ]);
    expect(error.message).toMatch(
      /2 Home Care rows cannot be used\. Nothing was imported\.\n {2}row 4: no latitude; no longitude\n {2}row 5: postcode "98101"/,
    );
    expect({ providers: await providerCount(ctx().dataSource), offices: await officeCount(ctx().dataSource) }).toEqual(before);
  });

  it('finds the header lower down when an edition adds a title row, and asks for the date when the title gives none', async () => {
    const file = path.join(dir, 'undated.xlsx');
    await writeListFile(file, {
      title: 'Service List 2026 - Australia',
      extraTitleRows: ['Department of Health, Disability and Ageing'],
      header: list.header,
      rows: fixture,
    });
    expect((await refusal(file)).message).toMatch(/the date of this edition is not known .*OFFICIAL_LIST_DATE=YYYY-MM-DD \(or --date YYYY-MM-DD\)/);
    const dated = await loadOfficialList({ file, editionDate: '2026-06-30' });
    expect(dated.editionDate).toBe('2026-06-30');
    expect(dated.directory.organisations.map((o) => o.name)).toEqual(FIXTURE_ORGANISATIONS);
    expect(dated.directory.organisations[0]!.offices[0]!.firstRowNumber).toBe(5 + 3);
  });
});

describe('official list: a new database serves the whole list, and a newer edition is compared, then applied', () => {
  const ctx = useTestApp('official-list-directory', { DEMO_DATA: 'false', SEED_OFFICIAL_LIST: 'true' });
  const db = () => ctx().dataSource;
  const idOf = async (officialName: string) => count(db(), 'SELECT id AS n FROM providers WHERE officialName = ?', [officialName]);

  it('imports the whole shipped list at the first start: 923 organisations, 1,739 offices, each with a point, no demo provider', async () => {
    expect(await providerCount(db())).toBe(923);
    expect(await officeCount(db())).toBe(1739);
    expect(await count(db(), "SELECT COUNT(*) AS n FROM providers WHERE listingSource <> 'official' OR officialListDate <> '2025-06-30'")).toBe(0);
    expect(await count(db(), 'SELECT COUNT(*) AS n FROM provider_offices WHERE latitude IS NULL OR longitude IS NULL OR officialKey IS NULL')).toBe(0);
    expect(await count(db(), 'SELECT COUNT(*) AS n FROM providers WHERE latitude IS NULL OR unitX IS NULL OR searchCard IS NULL')).toBe(0);
    expect(await count(db(), 'SELECT COUNT(DISTINCT providerId) AS n FROM provider_offices')).toBe(923);
    const events = await auditEvents(await adminAgent(ctx()), { action: 'import' });
    expect(events).toEqual([
      expect.objectContaining({ entity: 'provider', actorId: null, reason: expect.stringMatching(/of 2025-06-30 .*923 organisations and 1739 offices added/) }),
    ]);
  });

  it('dry run: reports a changed address, a gone office, renamed organisations and a new one, and writes nothing; --apply keeps what a provider confirmed', async () => {
    const claimedId = await idOf(ONE_ADDRESS_FOUR_SERVICES);
    await db().query(
      "UPDATE providers SET claimedAt = '2026-11-01 09:00:00', businessName = 'Carrington Care', phone = '02 4655 0000', email = 'hello@carrington.example', description = 'Confirmed by us.' WHERE id = ?",
      [claimedId],
    );
    const southernCross = rowsOf(FOUR_OFFICES);
    const dropped = southernCross[southernCross.length - 1]!;
    const newer = list.rows
      .filter((r) => r !== dropped)
      .map((r) => {
        const provider = columns.get(r, 'Provider Name');
        if (provider === ONE_SERVICE) return columns.with(r, { 'Physical Address': '12 Wellington Street', Latitude: -41.4412, Longitude: 147.1402 });
        if (provider === TWO_OFFICES) return columns.with(r, { 'Provider Name': 'Gilgandra Shire Council' });
        if (provider === ONE_ADDRESS_FOUR_SERVICES) return columns.with(r, { 'Provider Name': 'Carrington Centennial Care Ltd' });
        return r;
      });
    const newcomer = columns.with(rowsOf(ONE_SERVICE)[0]!, {
      'Service Name': 'Fictional Newcomer Home Care',
      'Provider Name': 'Fictional Newcomer Care Ltd',
      'Physical Address': '3 Test Lane',
    });
    const file = path.join(dir, 'Service-List-2026.xlsx');
    await writeListFile(file, { title: 'Aged care service list: 30 June 2026', header: list.header, rows: [...newer, newcomer] });
    const oneServiceOffice = await count(db(), 'SELECT id AS n FROM provider_offices WHERE providerId = ?', [await idOf(ONE_SERVICE)]);
    const before = {
      providers: await providerCount(db()),
      offices: await officeCount(db()),
      dated: await count(db(), "SELECT COUNT(*) AS n FROM providers WHERE officialListDate = '2025-06-30'"),
    };

    const oneService = rowsOf(ONE_SERVICE)[0]!;
    const town = `${String(columns.get(oneService, 'Physical Suburb'))} TAS ${String(columns.get(oneService, 'Physical Post Code'))}`.toLowerCase();
    const dryRun = await directoryImport(['--file', file], cliEnv(ctx()));
    const shown = dryRun.message.toLowerCase();
    expect(dryRun.code).toBe(0);
    expect(dryRun.message).toContain(
      '1 new organisations, 1 new offices, 2 renamed, 1 addresses changed, 0 other office updates, 1 offices gone from the list, 0 organisations gone',
    );
    expect(shown).toContain(
      `addresses changed (1):\n  - ${ONE_SERVICE.toLowerCase()} (#${await idOf(ONE_SERVICE)}): ${String(columns.get(oneService, 'Physical Address')).toLowerCase()}, ${town} -> 12 wellington street, ${town}`,
    );
    expect(dryRun.message).toMatch(
      /Renamed organisations \(2\):\n {2}- Carrington Centennial Care Limited -> Carrington Centennial Care Ltd \[claimed\] \(#\d+\)\n {2}- Gilgandra Council -> Gilgandra Shire Council \(#\d+\)/,
    );
    expect(dryRun.message).toContain(`- ${FOUR_OFFICES} (#${await idOf(FOUR_OFFICES)}): ${String(columns.get(dropped, 'Physical Address'))}`);
    expect(shown).toContain(`new organisations (1):\n  - fictional newcomer care ltd: 1 office, main 3 test lane, ${town}`);
    expect(dryRun.message).toContain('Dry run');
    expect({
      providers: await providerCount(db()),
      offices: await officeCount(db()),
      dated: await count(db(), "SELECT COUNT(*) AS n FROM providers WHERE officialListDate = '2025-06-30'"),
    }).toEqual(before);

    const applied = await directoryImport(['--file', file, '--apply'], cliEnv(ctx()));
    expect(applied).toEqual({ code: 0, message: expect.stringContaining('Applied') });
    expect(await providerCount(db())).toBe(924);
    expect(await officeCount(db())).toBe(1740); // the gone office is kept, flagged
    expect(await count(db(), "SELECT COUNT(*) AS n FROM providers WHERE officialListDate <> '2026-06-30' OR searchCard IS NULL")).toBe(0);

    const [claimed] = (await db().query('SELECT businessName, officialName, phone, email, description, claimedAt FROM providers WHERE id = ?', [
      claimedId,
    ])) as Array<Record<string, unknown>>;
    expect(claimed).toMatchObject({
      businessName: 'Carrington Care',
      officialName: 'Carrington Centennial Care Ltd',
      phone: '02 4655 0000',
      email: 'hello@carrington.example',
      description: 'Confirmed by us.',
    });
    expect(claimed!.claimedAt).not.toBeNull();

    const gilgandra = (await db().query("SELECT id, businessName FROM providers WHERE officialName = 'Gilgandra Shire Council'")) as Array<{
      id: number;
      businessName: string;
    }>;
    expect(gilgandra).toEqual([{ id: expect.anything(), businessName: 'Gilgandra Shire Council' }]);
    expect(await count(db(), "SELECT COUNT(*) AS n FROM providers WHERE officialName = 'Gilgandra Council'")).toBe(0);

    const [moved] = (await db().query('SELECT id, address, latitude FROM provider_offices WHERE providerId = ?', [await idOf(ONE_SERVICE)])) as Array<
      Record<string, unknown>
    >;
    expect(moved).toMatchObject({ address: '12 Wellington Street', latitude: -41.4412 });
    expect(Number(moved!.id)).toBe(oneServiceOffice); // the same office, moved
    expect(await count(db(), "SELECT COUNT(*) AS n FROM providers WHERE id = ? AND address = '12 Wellington Street'", [await idOf(ONE_SERVICE)])).toBe(1);

    const gone = (await db().query('SELECT address, goneFromListAt FROM provider_offices WHERE providerId = ? AND goneFromListAt IS NOT NULL', [
      await idOf(FOUR_OFFICES),
    ])) as Array<{
      address: string;
    }>;
    expect(gone.map((o) => o.address)).toEqual([columns.get(dropped, 'Physical Address')]);

    const events = await auditEvents(await adminAgent(ctx()), { action: 'import' });
    expect(events[0]).toMatchObject({
      reason: expect.stringMatching(
        /of 2026-06-30 \(Service-List-2026\.xlsx\): 1 organisations and 1 offices added, 2 renamed, 1 addresses changed, 1 offices flagged/,
      ),
    });

    const again = await directoryImport(['--file', file], cliEnv(ctx()));
    expect(again.message).toContain('0 new organisations, 0 new offices, 0 renamed, 0 addresses changed, 0 other office updates, 0 offices gone from the list');
  });
});
