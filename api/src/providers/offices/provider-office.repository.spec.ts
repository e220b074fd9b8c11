import { DEFAULT_VISIT_RADIUS_KM, type OfficePlace } from '@homeward/domain';
import { AuditService } from '../../audit/audit.service.js';
import { AuditEventRepository } from '../../audit/audit-event.repository.js';
import { prepareDatabase } from '../../setup/prepare-database.js';
import { DEMO_PROVIDER_SEEDS } from '../../setup/seed/seed-data.js';
import { openMemoryDatabase } from '../../setup/test-database.js';
import { createProviders, updateProviders } from '../provider-writes.js';
import { ProviderRepository } from '../provider.repository.js';
import { syncOwnOffice } from './provider-office.repository.js';
import type { CreateProviderDto } from '../dto/create-provider.dto.js';
import type { DataSource } from 'typeorm';

type OfficeRow = OfficePlace & {
  providerId: number;
  remoteness: string | null;
  visitRadiusKm: number;
  officialKey: string | null;
};

const officesOf = async (ds: DataSource, providerId: number): Promise<OfficeRow[]> =>
  ds.query(
    'SELECT providerId, address, suburb, state, postcode, latitude, longitude, remoteness, visitRadiusKm, officialKey FROM provider_offices WHERE providerId = ? ORDER BY id',
    [providerId],
  );

const form = (overrides: Partial<CreateProviderDto> = {}): CreateProviderDto =>
  ({
    businessName: 'Harbour Test Care',
    email: 'care@harbour.example',
    phone: '02 5550 9999',
    address: '10 Test Street',
    suburb: 'Newcastle',
    state: 'NSW',
    postcode: '2300',
    ...overrides,
  }) as CreateProviderDto;

describe('a listing the team entered works from one office, its own address', () => {
  let ds: DataSource;
  afterEach(async () => {
    await ds?.destroy();
  });

  it('gives each demo provider one office at its address and point, with no list key and the regional visit radius', async () => {
    ds = await openMemoryDatabase();
    const rows = (await ds.query(
      `SELECT p.id, p.address, p.suburb, p.postcode, p.latitude, p.longitude, COUNT(o.id) AS offices, MIN(o.address) AS officeAddress, MIN(o.latitude) AS officeLatitude,
              MIN(o.officialKey) AS officialKey, MIN(o.remoteness) AS remoteness, MIN(o.visitRadiusKm) AS radius
         FROM providers p LEFT JOIN provider_offices o ON o.providerId = p.id GROUP BY p.id`,
    )) as Array<Record<string, unknown>>;
    expect(rows).toHaveLength(DEMO_PROVIDER_SEEDS.length);
    for (const row of rows) {
      expect(row).toMatchObject({
        offices: 1,
        officeAddress: row.address,
        officeLatitude: row.latitude,
        officialKey: null,
        remoteness: null,
        radius: DEFAULT_VISIT_RADIUS_KM,
      });
    }
  });

  it('gives a team listing without an office its own at start (a database from before offices)', async () => {
    ds = await openMemoryDatabase();
    await ds.query('DELETE FROM provider_offices');
    await prepareDatabase(ds, { demoData: true });
    const [{ n }] = await ds.query('SELECT COUNT(*) AS n FROM provider_offices');
    expect(Number(n)).toBe(DEMO_PROVIDER_SEEDS.length);
  });

  it('keeps the office in step when the form creates and changes a listing; no coordinates, no office', async () => {
    ds = await openMemoryDatabase({ demoData: false });
    const audit = new AuditService(new AuditEventRepository(ds));
    const [id] = await ds.transaction((em) => createProviders(new ProviderRepository(ds), em, audit, [form()]));
    const [created] = await officesOf(ds, id!);
    expect(created).toMatchObject({
      address: '10 Test Street',
      suburb: 'Newcastle',
      state: 'NSW',
      postcode: '2300',
      officialKey: null,
      visitRadiusKm: DEFAULT_VISIT_RADIUS_KM,
    });
    expect(created!.latitude).toBeCloseTo(-32.93, 1);

    await ds.transaction((em) =>
      updateProviders(new ProviderRepository(ds), em, audit, [{ id: id!, dto: { address: '5 Beach Road', suburb: 'Maitland', postcode: '2320' } }]),
    );
    const moved = await officesOf(ds, id!);
    expect(moved).toHaveLength(1);
    expect(moved[0]).toMatchObject({ address: '5 Beach Road', suburb: 'Maitland', postcode: '2320' });
    expect(moved[0]!.latitude).toBeCloseTo(-32.73, 1);

    await ds.transaction((em) => updateProviders(new ProviderRepository(ds), em, audit, [{ id: id!, dto: { phone: '02 5550 1111' } }]));
    expect(await officesOf(ds, id!)).toEqual(moved);

    await ds.transaction((em) => updateProviders(new ProviderRepository(ds), em, audit, [{ id: id!, dto: { postcode: '2999', suburb: 'Nowhere' } }]));
    expect(await officesOf(ds, id!)).toEqual([]);
  });

  it("leaves the offices of a listing from the government's list alone when the team edits it", async () => {
    ds = await openMemoryDatabase({ demoData: false });
    const audit = new AuditService(new AuditEventRepository(ds));
    const [id] = await ds.transaction((em) => createProviders(new ProviderRepository(ds), em, audit, [form()]));
    await ds.query("UPDATE providers SET listingSource = 'official' WHERE id = ?", [id]);
    await ds.query("UPDATE provider_offices SET officialKey = '10 test street|newcastle|2300', remoteness = 'Major Cities of Australia', visitRadiusKm = 25");
    const before = await officesOf(ds, id!);
    await ds.transaction((em) =>
      updateProviders(new ProviderRepository(ds), em, audit, [{ id: id!, dto: { address: '5 Beach Road', suburb: 'Maitland', postcode: '2320' } }]),
    );
    expect(await officesOf(ds, id!)).toEqual(before);
  });

  it('syncOwnOffice keeps one office: a second is removed, a listing without a point has none', async () => {
    ds = await openMemoryDatabase({ demoData: false });
    const [id] = await ds.transaction((em) => createProviders(new ProviderRepository(ds), em, new AuditService(new AuditEventRepository(ds)), [form()]));
    const place = { address: '1 Hunter Street', suburb: 'Newcastle', state: 'NSW', postcode: '2300', latitude: -32.92, longitude: 151.78 };
    await ds.query(
      "INSERT INTO provider_offices (providerId, serviceNames, address, suburb, state, postcode, latitude, longitude, visitRadiusKm, createdAt, updatedAt) VALUES (?, '[]', 'x', 'x', 'NSW', '2300', -32, 151, 50, '2026-01-01 00:00:00', '2026-01-01 00:00:00')",
      [id],
    );
    await syncOwnOffice(ds, id!, place);
    expect(await officesOf(ds, id!)).toEqual([expect.objectContaining({ ...place, providerId: id })]);
    await syncOwnOffice(ds, id!, { ...place, latitude: null, longitude: null });
    expect(await officesOf(ds, id!)).toEqual([]);
  });
});
