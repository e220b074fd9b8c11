import { AuditService } from '../../audit/audit.service.js';
import { insertRows } from '../../database/batch-insert.js';
import { OFFICE_COLUMNS, sqlDateTime } from '../offices/office-writes.js';
import { refreshSearchCards } from '../search-card.js';
import { diffCounts, diffOfficialList, readListedDirectory, type OfficialListDiff } from './official-list-diff.js';
import { insertOrganisation, mainOfficeColumns, newOrganisationColumns, officeRow, updateOffice, updateOrganisation } from './official-list-rows.js';
import type { OfficialList } from './official-list-source.js';
import type { EntityManager } from 'typeorm';

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
  await new AuditService(em.connection).record(em, { action: 'import', entity: 'provider', reason: auditReason(diff, counts) });
  return counts;
}

/**
 * Imports an edition of the list in the caller's transaction: the diff against the directory's listings from the list
 * (none in a new database, where every organisation is new), applied.
 */
export async function importOfficialList(em: EntityManager, list: OfficialList, now = new Date()): Promise<OfficialListCounts> {
  return applyOfficialListDiff(em, diffOfficialList(await readListedDirectory(em), list), now);
}
