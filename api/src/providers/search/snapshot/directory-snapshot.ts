import { ACCEPTING_NEW_CLIENTS, serviceMask } from '@homeward/domain';
import { RELEVANCE_ORDER_SQL } from '../ordering.js';
import { num, placeholders } from '../sql.js';
import { longitudeStrips, type Strip } from './longitude-strips.js';
import { isAscii } from './text-match.js';
import type { PreparedReader, Row } from '../../../database/prepared-reader.js';

/**
 * Every active provider as the directory search needs it, held in this process (docs/decisions/023, "the
 * directory snapshot"): the columns the search filters and orders on, the service-area keys, the stored card
 * and the standard prices. Providers are kept in the database's own relevance order (RELEVANCE_ORDER_SQL,
 * read with the database's collation), so a provider's slot is its rank: a page in relevance order is a walk
 * from slot 0, and ties between equally near providers go by slot exactly as the SQL breaks them.
 *
 * Raw values stay as the driver sent them where an answer repeats them (the card text, a price, the
 * pricesUpdatedAt), so an answer from the snapshot is the same bytes as one from SQL.
 */
export interface DirectorySnapshot {
  /** Providers in slot (= relevance) order. */
  readonly size: number;
  readonly ids: Int32Array;
  readonly slotById: ReadonlyMap<number, number>;
  readonly isHighlighted: Uint8Array;
  readonly displayPriority: Float64Array;
  readonly rating: Float64Array;
  readonly businessName: readonly string[];
  readonly description: ReadonlyArray<string | null>;
  readonly state: readonly string[];
  /** The services filter's mask: the stored serviceMask, or for a provider whose mask is not worked out (NULL) the mask of its rows in provider_services (what the SQL's fallback EXISTS asks). */
  readonly filterServiceMask: Uint32Array;
  /** serviceMask as stored (null: not worked out), for the quote's offers. */
  readonly storedServiceMask: readonly unknown[];
  readonly languageMask: Float64Array;
  readonly diverseNeedMask: Float64Array;
  /** acceptingNewClients as its bit (intakeBit of libs/domain ACCEPTING_NEW_CLIENTS' order; 0: NULL). */
  readonly intakeBit: Uint8Array;
  /** Whether every stored acceptingNewClients is one of ACCEPTING_NEW_CLIENTS as written (else a filter on it answers through SQL, whose collation decides). */
  readonly intakeExact: boolean;
  /** Coordinates as numbers (NaN: none), the stored unit vector and longitude strip (what the location index holds). */
  readonly latitude: Float64Array;
  readonly longitude: Float64Array;
  readonly unitX: Float64Array;
  readonly unitY: Float64Array;
  readonly unitZ: Float64Array;
  readonly longitudeStrip: Float64Array;
  /** The located providers by longitude strip, each in latitude order (the location index's order: longitude-strips.ts). */
  readonly strips: ReadonlyMap<number, Strip>;
  /** The normalised service-area keys of each provider (provider_service_areas.matchKey). */
  readonly areaKeys: ReadonlyArray<readonly string[]>;
  /** Slots whose service areas name a key. */
  readonly slotsByAreaKey: ReadonlyMap<string, readonly number[]>;
  /** The stored card JSON, or null where the search would build it from the tables (a raw insert). */
  readonly card: ReadonlyArray<string | null>;
  readonly pricesUpdatedAt: readonly unknown[];
  /** Standard price per service as the driver sent it, for the providers that have any. */
  readonly standardPrices: ReadonlyArray<ReadonlyMap<number, unknown> | undefined>;
  /** Slots whose name or description holds a character outside ASCII (MySQL's collation may match them where a byte comparison would not: text-match.ts). */
  readonly nonAsciiText: readonly number[];
  /** Whether every located provider has its unit vector and strip (written with the coordinates on every path); if not, near-me answers through SQL. */
  readonly locatedComplete: boolean;
}

const MAIN_COLUMNS =
  'p.id, p.businessName, p.description, p.state, p.serviceMask, p.languageMask, p.diverseNeedMask, p.acceptingNewClients, ' +
  'p.latitude, p.longitude, p.unitX, p.unitY, p.unitZ, p.longitudeStrip, p.searchCard, p.pricesUpdatedAt';
const M = {
  id: 0,
  businessName: 1,
  description: 2,
  state: 3,
  serviceMask: 4,
  languageMask: 5,
  diverseNeedMask: 6,
  acceptingNewClients: 7,
  latitude: 8,
  longitude: 9,
  unitX: 10,
  unitY: 11,
  unitZ: 12,
  longitudeStrip: 13,
  searchCard: 14,
  pricesUpdatedAt: 15,
} as const;

/** Rows per statement while loading: SQLite answers on the event loop, so the load yields between chunks (about 12 ms each at 50,000 providers). */
export const LOAD_CHUNK = 500;

/** The bits of these intake statuses (ACCEPTING_NEW_CLIENTS' order); an unknown value has none. */
export function intakeBits(statuses: Iterable<string>): number {
  let bits = 0;
  for (const status of statuses) {
    const index = (ACCEPTING_NEW_CLIENTS as readonly string[]).indexOf(status);
    if (index >= 0) bits |= 1 << index;
  }
  return bits;
}

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Reads `sql`, which ends in keyset paging on its first column (`p.id > ? ORDER BY p.id LIMIT ?`), LOAD_CHUNK rows at a time. */
async function readChunked(db: PreparedReader, sql: string, params: readonly unknown[]): Promise<Row[]> {
  const out: Row[] = [];
  let after = 0;
  for (;;) {
    const rows = await db.rows(sql, [...params, after, LOAD_CHUNK]);
    for (const row of rows) out.push(row);
    if (rows.length < LOAD_CHUNK) return out;
    after = Number(rows[rows.length - 1]![0]);
    await yieldToEventLoop();
  }
}

/** Reads every active provider (chunked statements; docs/decisions/023 has the time and memory it takes). */
export async function loadDirectorySnapshot(db: PreparedReader): Promise<DirectorySnapshot> {
  const order = await db.rows(
    `SELECT p.id, p.isHighlighted, p.displayPriority, p.rating FROM providers p WHERE p.isActive = 1 ORDER BY ${RELEVANCE_ORDER_SQL}`,
    [],
  );
  await yieldToEventLoop();
  const main = await readChunked(db, `SELECT ${MAIN_COLUMNS} FROM providers p WHERE p.isActive = 1 AND p.id > ? ORDER BY p.id LIMIT ?`, []);
  const active = main.map((row) => Number(row[M.id]));
  const areas = await readByProviderRanges(db, 'SELECT a.providerId, a.matchKey FROM provider_service_areas a WHERE a.providerId BETWEEN ? AND ?', active);
  const prices = await readByProviderRanges(
    db,
    'SELECT pp.providerId, pp.serviceId, pp.standard FROM provider_prices pp WHERE pp.providerId BETWEEN ? AND ?',
    active,
  );

  const size = order.length;
  const slotById = new Map<number, number>();
  const ids = new Int32Array(size);
  const isHighlighted = new Uint8Array(size);
  const displayPriority = new Float64Array(size);
  const rating = new Float64Array(size);
  for (const [slot, row] of order.entries()) {
    const id = Number(row[0]);
    ids[slot] = id;
    slotById.set(id, slot);
    isHighlighted[slot] = Number(row[1]);
    displayPriority[slot] = Number(row[2]);
    rating[slot] = Number(row[3]);
  }
  const businessName: string[] = new Array(size).fill('');
  const description: Array<string | null> = new Array(size).fill(null);
  const state: string[] = new Array(size).fill('');
  const storedServiceMask: unknown[] = new Array(size).fill(null);
  const filterServiceMask = new Uint32Array(size);
  const languageMask = new Float64Array(size);
  const diverseNeedMask = new Float64Array(size);
  const intakeBit = new Uint8Array(size);
  let intakeExact = true;
  const latitude = new Float64Array(size).fill(NaN);
  const longitude = new Float64Array(size).fill(NaN);
  const unitX = new Float64Array(size).fill(NaN);
  const unitY = new Float64Array(size).fill(NaN);
  const unitZ = new Float64Array(size).fill(NaN);
  const longitudeStrip = new Float64Array(size).fill(NaN);
  const card: Array<string | null> = new Array(size).fill(null);
  const pricesUpdatedAt: unknown[] = new Array(size).fill(null);
  const nonAsciiText: number[] = [];
  const unknownMask: number[] = [];
  let locatedComplete = true;
  for (const row of main) {
    const slot = slotById.get(Number(row[M.id]));
    if (slot === undefined) continue; // activated between the two reads: the next change reloads
    businessName[slot] = row[M.businessName] as string;
    description[slot] = row[M.description] as string | null;
    state[slot] = row[M.state] as string;
    const mask = row[M.serviceMask];
    storedServiceMask[slot] = mask;
    if (mask === null || mask === undefined) unknownMask.push(slot);
    else filterServiceMask[slot] = Number(mask) >>> 0;
    languageMask[slot] = num(row[M.languageMask] as number | string | null) ?? NaN;
    diverseNeedMask[slot] = num(row[M.diverseNeedMask] as number | string | null) ?? NaN;
    const intake = row[M.acceptingNewClients];
    if (intake !== null && intake !== undefined) {
      intakeBit[slot] = intakeBits([String(intake)]);
      if (intakeBit[slot] === 0) intakeExact = false;
    }
    const lat = num(row[M.latitude] as number | string | null);
    const lng = num(row[M.longitude] as number | string | null);
    if (lat !== null && lng !== null) {
      latitude[slot] = lat;
      longitude[slot] = lng;
      const x = num(row[M.unitX] as number | string | null);
      const y = num(row[M.unitY] as number | string | null);
      const z = num(row[M.unitZ] as number | string | null);
      const strip = num(row[M.longitudeStrip] as number | string | null);
      if (x === null || y === null || z === null || strip === null) locatedComplete = false;
      else {
        unitX[slot] = x;
        unitY[slot] = y;
        unitZ[slot] = z;
        longitudeStrip[slot] = strip;
      }
    } else if (lat !== null || lng !== null) locatedComplete = false;
    const stored = row[M.searchCard];
    card[slot] = typeof stored === 'string' ? stored : null;
    pricesUpdatedAt[slot] = row[M.pricesUpdatedAt];
    if (!isAscii(businessName[slot]!) || !isAscii(description[slot]!)) nonAsciiText.push(slot);
  }
  if (unknownMask.length > 0) {
    const joined = await db.rows(
      `SELECT ps.providerId, ps.serviceId FROM provider_services ps WHERE ps.providerId IN (${placeholders(unknownMask.length)})`,
      unknownMask.map((slot) => ids[slot]),
    );
    const services = new Map<number, number[]>();
    for (const [providerId, serviceId] of joined) services.set(Number(providerId), [...(services.get(Number(providerId)) ?? []), Number(serviceId)]);
    for (const slot of unknownMask) filterServiceMask[slot] = serviceMask(services.get(ids[slot]!) ?? []);
  }

  const areaKeys: string[][] = Array.from({ length: size }, () => []);
  const slotsByAreaKey = new Map<string, number[]>();
  for (const [providerId, key] of areas) {
    const slot = slotById.get(Number(providerId));
    if (slot === undefined || typeof key !== 'string') continue;
    if (!areaKeys[slot]!.includes(key)) areaKeys[slot]!.push(key);
    const slots = slotsByAreaKey.get(key);
    if (!slots) slotsByAreaKey.set(key, [slot]);
    else if (slots[slots.length - 1] !== slot) slots.push(slot);
  }

  const standardPrices: Array<Map<number, unknown> | undefined> = new Array(size).fill(undefined);
  for (const [providerId, serviceId, standard] of prices) {
    const slot = slotById.get(Number(providerId));
    if (slot === undefined) continue;
    (standardPrices[slot] ??= new Map()).set(Number(serviceId), standard);
  }

  const strips = longitudeStrips({ size, latitude, longitude, unitX, unitY, unitZ, longitudeStrip });

  return {
    size,
    ids,
    slotById,
    isHighlighted,
    displayPriority,
    rating,
    businessName,
    description,
    state,
    filterServiceMask,
    storedServiceMask,
    languageMask,
    diverseNeedMask,
    intakeBit,
    intakeExact,
    latitude,
    longitude,
    unitX,
    unitY,
    unitZ,
    longitudeStrip,
    strips,
    areaKeys,
    slotsByAreaKey,
    card,
    pricesUpdatedAt,
    standardPrices,
    nonAsciiText,
    locatedComplete,
  };
}

/** Rows of a per-provider table for these providers (ascending ids), LOAD_CHUNK providers per statement. */
async function readByProviderRanges(db: PreparedReader, sql: string, providerIds: readonly number[]): Promise<Row[]> {
  const out: Row[] = [];
  for (let i = 0; i < providerIds.length; i += LOAD_CHUNK) {
    await yieldToEventLoop();
    const last = providerIds[Math.min(i + LOAD_CHUNK, providerIds.length) - 1]!;
    for (const row of await db.rows(sql, [providerIds[i], last])) out.push(row);
  }
  return out;
}
