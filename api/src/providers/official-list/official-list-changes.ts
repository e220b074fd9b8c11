import { organisationKey, type OfficePlace, type OfficialOffice, type OfficialOrganisation } from '@homeward/domain';
import type { OfficialList } from './official-list-source.js';

/** An office of the list as the database holds it. */
export interface ListedOffice extends OfficePlace {
  id: number;
  key: string;
  serviceNames: string[];
  remoteness: string | null;
  visitRadiusKm: number;
  goneFromList: boolean;
}

/** An organisation of the list (listingSource 'official') as the database holds it, with its offices from the list. */
export interface ListedOrganisation {
  id: number;
  /** organisationKey of the name the list last gave it. */
  key: string;
  officialName: string;
  businessName: string;
  organisationType: string | null;
  claimed: boolean;
  offices: ListedOffice[];
}

/** What differs in an office the newer list still has: its address (moved or spelt anew), point, remoteness or services. */
export type OfficeChange = 'address' | 'point' | 'remoteness' | 'services' | 'back in the list';

export interface OfficeUpdate {
  before: ListedOffice;
  after: OfficialOffice;
  changes: OfficeChange[];
}

/** An organisation in both: by its name, or (renamedFrom) by its offices under a new name. */
export interface MatchedOrganisation {
  current: ListedOrganisation;
  incoming: OfficialOrganisation;
  renamedFrom: string | null;
  newOffices: OfficialOffice[];
  goneOffices: ListedOffice[];
  changedOffices: OfficeUpdate[];
}

/** A newer edition against the database: the dry run's report, and what the apply step writes. */
export interface OfficialListDiff {
  fileName: string;
  editionDate: string;
  newOrganisations: OfficialOrganisation[];
  matched: MatchedOrganisation[];
  /** In the database, neither in the newer list nor renamed: their offices are flagged gone. */
  goneOrganisations: ListedOrganisation[];
}

const json = (text: string): string[] => {
  const parsed = JSON.parse(text) as unknown;
  return Array.isArray(parsed) ? parsed.map(String) : [];
};

/** Rows of listed providers, as the drivers send them. */
export interface ListedProviderRow {
  id: number | string;
  businessName: string;
  officialName: string | null;
  organisationType: string | null;
  claimedAt: unknown;
}

/** The directory's organisations from the list and their list offices, from their rows. */
export function listedDirectory(providers: readonly ListedProviderRow[], offices: ReadonlyArray<Record<string, unknown>>): ListedOrganisation[] {
  const byProvider = new Map<number, ListedOffice[]>();
  for (const o of offices) {
    const office: ListedOffice = {
      id: Number(o.id),
      key: String(o.officialKey),
      serviceNames: json(String(o.serviceNames)),
      address: String(o.address),
      suburb: String(o.suburb),
      state: String(o.state),
      postcode: String(o.postcode),
      latitude: Number(o.latitude),
      longitude: Number(o.longitude),
      remoteness: o.remoteness === null ? null : String(o.remoteness),
      visitRadiusKm: Number(o.visitRadiusKm),
      goneFromList: o.goneFromListAt !== null,
    };
    byProvider.set(Number(o.providerId), [...(byProvider.get(Number(o.providerId)) ?? []), office]);
  }
  return providers.map((p) => {
    const officialName = p.officialName ?? p.businessName;
    return {
      id: Number(p.id),
      key: organisationKey(officialName),
      officialName,
      businessName: p.businessName,
      organisationType: p.organisationType,
      claimed: p.claimedAt !== null,
      offices: byProvider.get(Number(p.id)) ?? [],
    };
  });
}

function officeChanges(before: ListedOffice, after: OfficialOffice): OfficeChange[] {
  const changes: OfficeChange[] = [];
  if (
    before.key !== after.key ||
    before.address !== after.address ||
    before.suburb !== after.suburb ||
    before.state !== after.state ||
    before.postcode !== after.postcode
  ) {
    changes.push('address');
  }
  if (before.latitude !== after.latitude || before.longitude !== after.longitude) changes.push('point');
  if (before.remoteness !== after.remoteness || before.visitRadiusKm !== after.visitRadiusKm) changes.push('remoteness');
  if (before.serviceNames.join('\n') !== after.serviceNames.join('\n')) changes.push('services');
  if (before.goneFromList) changes.push('back in the list');
  return changes;
}

/**
 * One organisation's offices, old against new: the same key is the same office; an office whose key is new but
 * which carries a service of an office no longer listed is that office moved (the list's services are its units);
 * the rest are new or gone.
 */
function matchOffices(current: ListedOrganisation, incoming: OfficialOrganisation): Pick<MatchedOrganisation, 'newOffices' | 'goneOffices' | 'changedOffices'> {
  const oldByKey = new Map(current.offices.map((o) => [o.key, o]));
  const changedOffices: OfficeUpdate[] = [];
  const unmatchedNew: OfficialOffice[] = [];
  for (const office of incoming.offices) {
    const before = oldByKey.get(office.key);
    if (before) {
      oldByKey.delete(office.key);
      const changes = officeChanges(before, office);
      if (changes.length > 0) changedOffices.push({ before, after: office, changes });
    } else unmatchedNew.push(office);
  }
  const newOffices: OfficialOffice[] = [];
  for (const office of unmatchedNew) {
    const moved = [...oldByKey.values()].find((old) => old.serviceNames.some((name) => office.serviceNames.includes(name)));
    if (moved) {
      oldByKey.delete(moved.key);
      changedOffices.push({ before: moved, after: office, changes: officeChanges(moved, office) });
    } else newOffices.push(office);
  }
  const goneOffices = [...oldByKey.values()].filter((o) => !o.goneFromList);
  return { newOffices, goneOffices, changedOffices };
}

/**
 * A newer list against the database. Organisations are found again by name (organisationKey); an organisation
 * whose name is new is a rename of one the newer list no longer names when most of that one's offices are among its
 * offices (by key), the one sharing the most offices.
 */
export function diffOfficialList(current: readonly ListedOrganisation[], list: OfficialList): OfficialListDiff {
  const currentByKey = new Map(current.map((o) => [o.key, o]));
  const incomingKeys = new Set(list.directory.organisations.map((o) => o.key));
  const missing = current.filter((o) => !incomingKeys.has(o.key));
  const pairs: Array<{ current: ListedOrganisation; incoming: OfficialOrganisation; renamedFrom: string | null }> = [];
  const newOrganisations: OfficialOrganisation[] = [];
  for (const incoming of list.directory.organisations) {
    const same = currentByKey.get(incoming.key);
    if (same) {
      pairs.push({ current: same, incoming, renamedFrom: null });
      continue;
    }
    const keys = new Set(incoming.offices.map((o) => o.key));
    let best: { org: ListedOrganisation; shared: number } | null = null;
    for (const org of missing) {
      const shared = org.offices.filter((o) => keys.has(o.key)).length;
      if (shared > 0 && shared * 2 >= org.offices.length && (!best || shared > best.shared)) best = { org, shared };
    }
    if (best) {
      missing.splice(missing.indexOf(best.org), 1);
      pairs.push({ current: best.org, incoming, renamedFrom: best.org.officialName });
    } else newOrganisations.push(incoming);
  }
  const matched = pairs.map(({ current: org, incoming, renamedFrom }) => ({
    current: org,
    incoming,
    renamedFrom,
    ...matchOffices(org, incoming),
  }));
  return { fileName: list.fileName, editionDate: list.editionDate, newOrganisations, matched, goneOrganisations: missing };
}

/** The diff's counts: the dry run's summary line and the audit event's. */
export function diffCounts(diff: OfficialListDiff) {
  const changed = diff.matched.flatMap((m) => m.changedOffices);
  return {
    newOrganisations: diff.newOrganisations.length,
    newOffices: diff.newOrganisations.reduce((n, o) => n + o.offices.length, 0) + diff.matched.reduce((n, m) => n + m.newOffices.length, 0),
    renamedOrganisations: diff.matched.filter((m) => m.renamedFrom !== null).length,
    addressesChanged: changed.filter((c) => c.changes.includes('address') || c.changes.includes('point')).length,
    officesUpdated: changed.length,
    officesGone:
      diff.matched.reduce((n, m) => n + m.goneOffices.length, 0) +
      diff.goneOrganisations.reduce((n, o) => n + o.offices.filter((f) => !f.goneFromList).length, 0),
    organisationsGone: diff.goneOrganisations.length,
  };
}

const place = (o: { address: string; suburb: string; state: string; postcode: string }) => `${o.address}, ${o.suburb} ${o.state} ${o.postcode}`;

/** The dry run, in words: counts first, then each change (claimed listings marked, since what their provider confirmed is kept). */
export function describeOfficialListDiff(diff: OfficialListDiff): string {
  const c = diffCounts(diff);
  const lines = [
    `${diff.fileName} (list of ${diff.editionDate}) against the directory:`,
    `  ${c.newOrganisations} new organisations, ${c.newOffices} new offices, ${c.renamedOrganisations} renamed, ${c.addressesChanged} addresses changed, ` +
      `${c.officesUpdated - c.addressesChanged} other office updates, ${c.officesGone} offices gone from the list, ${c.organisationsGone} organisations gone from the list.`,
  ];
  const section = (title: string, items: string[]) => {
    if (items.length > 0) lines.push('', `${title} (${items.length}):`, ...items.map((i) => `  - ${i}`));
  };
  const name = (m: MatchedOrganisation) => `${m.incoming.name}${m.current.claimed ? ' [claimed]' : ''} (#${m.current.id})`;
  section(
    'New organisations',
    diff.newOrganisations.map((o) => `${o.name}: ${o.offices.length} office${o.offices.length === 1 ? '' : 's'}, main ${place(o.mainOffice)}`),
  );
  section(
    'Renamed organisations',
    diff.matched.filter((m) => m.renamedFrom !== null).map((m) => `${m.renamedFrom} -> ${name(m)}`),
  );
  section(
    'New offices',
    diff.matched.flatMap((m) => m.newOffices.map((o) => `${name(m)}: ${place(o)}`)),
  );
  section(
    'Addresses changed',
    diff.matched.flatMap((m) =>
      m.changedOffices
        .filter((u) => u.changes.includes('address') || u.changes.includes('point'))
        .map((u) => `${name(m)}: ${place(u.before)} -> ${place(u.after)}`),
    ),
  );
  section('Offices gone from the list (flagged for the team, not deleted)', [
    ...diff.matched.flatMap((m) => m.goneOffices.map((o) => `${name(m)}: ${place(o)}`)),
    ...diff.goneOrganisations.flatMap((org) =>
      org.offices.filter((o) => !o.goneFromList).map((o) => `${org.officialName} (#${org.id}, no longer in the list): ${place(o)}`),
    ),
  ]);
  return lines.join('\n');
}
