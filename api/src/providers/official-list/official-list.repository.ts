import type { OfficialOffice } from '@homeward/domain';
import { AuditService } from '../../audit/audit.service.js';
import { AuditEventRepository } from '../../audit/audit-event.repository.js';
import { insertRows, type Queryable } from '../../database/batch-insert.js';
import { OFFICE_COLUMNS, sqlDateTime } from '../offices/provider-office.repository.js';
import { insertedId } from '../provider.repository.js';
import { refreshSearchCards } from '../search-card.repository.js';
import {
  diffCounts,
  diffOfficialList,
  listedDirectory,
  type ListedOrganisation,
  type ListedProviderRow,
  type OfficialListDiff,
} from './official-list-changes.js';
import { mainOfficeColumns, newOrganisationColumns, officeFields, officeRow } from './official-list-rows.js';
import type { EntityManager } from 'typeorm';
import type { OfficialList } from './official-list-source.js';

/*
 * The SQL of importing the government's list of home-care services: plain functions over the caller's manager,
 * run by the import command, the demo data and the tests inside their own transaction.
 */

/** The directory's organisations from the list and their list offices (hand-entered offices have no key and are not the list's). */
export async function readListedDirectory(db: Queryable): Promise<ListedOrganisation[]> {
  const providers = (await db.query(
    "SELECT id, businessName, officialName, organisationType, claimedAt FROM providers WHERE listingSource = 'official' ORDER BY id",
  )) as ListedProviderRow[];
  const offices = (await db.query(
    `SELECT o.id, o.providerId, o.serviceNames, o.address, o.suburb, o.state, o.postcode, o.latitude, o.longitude, o.remoteness, o.visitRadiusKm, o.officialKey, o.goneFromListAt
       FROM provider_offices o JOIN providers p ON p.id = o.providerId
      WHERE p.listingSource = 'official' AND o.officialKey IS NOT NULL ORDER BY o.id`,
  )) as Array<Record<string, unknown>>;
  return listedDirectory(providers, offices);
}

/** One INSERT per organisation, so each id is the driver's own answer (ProviderRepository.insert does the same). */
async function insertOrganisation(db: Queryable, columns: Record<string, unknown>): Promise<number> {
  const names = Object.keys(columns);
  const raw = await db.query(`INSERT INTO providers (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`, Object.values(columns));
  return insertedId(raw);
}

/** UPDATE providers SET ... for one listing. */
async function updateOrganisation(db: Queryable, id: number, columns: Record<string, unknown>): Promise<void> {
  const names = Object.keys(columns);
  await db.query(`UPDATE providers SET ${names.map((n) => `${n} = ?`).join(', ')} WHERE id = ?`, [...Object.values(columns), id]);
}

/** An office the newer list still has (perhaps at a new address): everything from the list, and no longer flagged gone. */
async function updateOffice(db: Queryable, id: number, office: OfficialOffice, stamp: string): Promise<void> {
  await db.query(
    'UPDATE provider_offices SET serviceNames = ?, address = ?, suburb = ?, state = ?, postcode = ?, latitude = ?, longitude = ?, remoteness = ?, visitRadiusKm = ?, officialKey = ?, goneFromListAt = NULL, updatedAt = ? WHERE id = ?',
    [...officeFields(office), stamp, id],
  );
}

export type OfficialListCounts = ReturnType<typeof diffCounts>;

const BATCH = 500;
const placeholders = (n: number) => Array.from({ length: n }, () => '?').join(', ');

/** The diff's summary as the audit trail keeps it. */
function auditReason(diff: OfficialListDiff, counts: OfficialListCounts): string {
  return (
    `Government list of home-care services of ${diff.editionDate} (${diff.fileName}): ${counts.newOrganisations} organisations and ` +
    `${counts.newOffices} offices added, ${counts.renamedOrganisations} renamed, ${counts.addressesChanged} addresses changed, ` +
    `${counts.officesGone} offices flagged gone from the list`
  );
}

/**
 * Writes a diff in the caller's transaction. What the list says follows the list: new organisations and offices are
 * added, offices it still has are updated (a moved one keeps its row), and every listing gets the list's name
 * (officialName), type and edition date. What a provider confirmed is never overwritten: a claimed organisation keeps
 * its business name, contacts, description and address; an unclaimed one takes the list's name and main office. An
 * office the list no longer has is flagged (goneFromListAt) for the team, never deleted; a claimed organisation stays
 * claimed. The search cards of every listing touched are rebuilt; one audit event records the import.
 */
export async function applyOfficialListDiff(em: EntityManager, diff: OfficialListDiff, now = new Date()): Promise<OfficialListCounts> {
  const stamp = sqlDateTime(now);
  const touched: number[] = [];
  const offices: unknown[][] = [];

  for (const organisation of diff.newOrganisations) {
    const id = await insertOrganisation(em, newOrganisationColumns(organisation, diff.editionDate, stamp));
    touched.push(id);
    for (const office of organisation.offices) offices.push(officeRow(id, office, stamp));
  }

  const gone: number[] = [];
  for (const m of diff.matched) {
    const { id, claimed } = m.current;
    touched.push(id);
    const fromList = { officialName: m.incoming.name, organisationType: m.incoming.organisationType, officialListDate: diff.editionDate, updatedAt: stamp };
    await updateOrganisation(em, id, claimed ? fromList : { ...fromList, businessName: m.incoming.name, ...mainOfficeColumns(m.incoming) });
    for (const update of m.changedOffices) await updateOffice(em, update.before.id, update.after, stamp);
    for (const office of m.newOffices) offices.push(officeRow(id, office, stamp));
    gone.push(...m.goneOffices.map((o) => o.id));
  }
  for (const organisation of diff.goneOrganisations) {
    const listed = organisation.offices.filter((o) => !o.goneFromList);
    if (listed.length > 0) touched.push(organisation.id);
    gone.push(...listed.map((o) => o.id));
  }

  await insertRows(em, 'provider_offices', OFFICE_COLUMNS, offices);
  for (let start = 0; start < gone.length; start += BATCH) {
    const batch = gone.slice(start, start + BATCH);
    await em.query(`UPDATE provider_offices SET goneFromListAt = ?, updatedAt = ? WHERE id IN (${placeholders(batch.length)})`, [stamp, stamp, ...batch]);
  }
  await refreshSearchCards(em, touched);

  const counts = diffCounts(diff);
  await new AuditService(new AuditEventRepository(em.connection)).record(em, { action: 'import', entity: 'provider', reason: auditReason(diff, counts) });
  return counts;
}

/**
 * Imports an edition of the list in the caller's transaction: the diff against the directory's listings from the list
 * (none in a new database, where every organisation is new), applied.
 */
export async function importOfficialList(em: EntityManager, list: OfficialList, now = new Date()): Promise<OfficialListCounts> {
  return applyOfficialListDiff(em, diffOfficialList(await readListedDirectory(em), list), now);
}
