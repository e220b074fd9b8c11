import type { ServiceUnit } from '@homeward/domain';
import type { Catalog } from '../../catalog/catalog.service.js';
import type { ServiceInfo } from './price-lists.js';

/** The catalogue's services as price rows need them (name, unit, order). */
export function serviceInfo(catalog: Pick<Catalog, 'serviceById'>): ServiceInfo {
  const out = new Map<number, { name: string; unit: ServiceUnit; position: number }>();
  for (const [id, { service, position }] of catalog.serviceById) out.set(id, { name: service.name, unit: service.unit, position });
  return out;
}

const isoByText = new Map<string, string | null>();

/**
 * A DATETIME read by a raw query as an ISO string: mysql2 gives a Date (the pool reads UTC, timezone 'Z'),
 * SQLite the text TypeORM wrote ('2025-11-05 00:00:00.000', UTC).
 */
export function isoTimestamp(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  const text = String(value);
  // A quote writes one per row shown; providers' lists share few dates, so the parse is kept (bounded).
  const known = isoByText.get(text);
  if (known !== undefined) return known;
  const iso = parsedIso(text);
  if (isoByText.size >= 10_000) isoByText.clear();
  isoByText.set(text, iso);
  return iso;
}

function parsedIso(text: string): string | null {
  const iso = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d+)?$/.test(text) ? `${text.replace(' ', 'T')}Z` : text;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
