import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { StateCode } from '@homeward/domain';
import type { Queryable } from '../database/batch-insert.js';
import type { DataSource } from 'typeorm';

/** A row of the locations table as the drivers return it (coordinates may be decimal strings). */
export interface LocationRow {
  id: number;
  postcode: string;
  locality: string;
  state: StateCode;
  latitude: number | string;
  longitude: number | string;
  localityKey: string;
}

/** What placing a provider reads of a locality. */
export interface LocalityRow {
  postcode: string;
  localityKey: string;
  latitude: number | string;
  longitude: number | string;
}

const COLUMNS = 'id, postcode, locality, state, latitude, longitude, localityKey';

/** The localities of one postcode, in the table's order (locateProvider picks one). */
export async function localitiesOfPostcode(db: Queryable, postcode: string): Promise<LocalityRow[]> {
  return (await db.query('SELECT postcode, localityKey, latitude, longitude FROM locations WHERE postcode = ? ORDER BY id', [postcode])) as LocalityRow[];
}

/** The localities of many postcodes, by postcode (the back-fill): one query per 500 postcodes. */
export async function localitiesOfPostcodes(db: Queryable, postcodes: readonly string[]): Promise<Map<string, LocalityRow[]>> {
  const byPostcode = new Map<string, LocalityRow[]>();
  for (let i = 0; i < postcodes.length; i += 500) {
    const chunk = postcodes.slice(i, i + 500);
    const rows = (await db.query(
      `SELECT postcode, localityKey, latitude, longitude FROM locations WHERE postcode IN (${chunk.map(() => '?').join(', ')}) ORDER BY id`,
      chunk,
    )) as LocalityRow[];
    for (const row of rows) {
      const list = byPostcode.get(row.postcode) ?? [];
      list.push(row);
      byPostcode.set(row.postcode, list);
    }
  }
  return byPostcode;
}

/**
 * The locations table: reference data that never changes while the app runs. The two functions above serve code
 * that holds its own connection or transaction (provider writes, the seed). Prefix searches use the column's
 * index on both databases: GLOB on SQLite (case-sensitive, so its LIKE optimisation applies to the plain BINARY
 * index; the keys are lower case already), LIKE on MySQL.
 */
@Injectable()
export class LocationRepository {
  private readonly sqlite: boolean;

  constructor(@InjectDataSource() private readonly db: DataSource) {
    this.sqlite = db.options.type === 'better-sqlite3';
  }

  /** Postcodes starting with these digits, by postcode, then name and state. */
  findByPostcodePrefix(digits: string, limit: number): Promise<LocationRow[]> {
    return this.rows(`${this.prefix('postcode')} ORDER BY postcode, localityKey, state LIMIT ?`, [this.prefixPattern(digits), limit]);
  }

  /** Every place of this exact name key. */
  findByLocalityKey(key: string): Promise<LocationRow[]> {
    return this.rows('localityKey = ?', [key]);
  }

  /** Places whose name key starts with this one, by name, state and postcode. */
  findByLocalityPrefix(key: string, limit: number): Promise<LocationRow[]> {
    return this.rows(`${this.prefix('localityKey')} ORDER BY localityKey, state, postcode LIMIT ?`, [this.prefixPattern(key), limit]);
  }

  /** A postcode's localities, alphabetical. */
  findByPostcode(postcode: string): Promise<LocationRow[]> {
    return this.rows('postcode = ? ORDER BY localityKey, state', [postcode]);
  }

  /** A postcode's localities in the table's order (its first is the postcode's main one). */
  findByPostcodeInTableOrder(postcode: string): Promise<LocationRow[]> {
    return this.rows('postcode = ? ORDER BY id', [postcode]);
  }

  async isKnownPostcode(postcode: string): Promise<boolean> {
    return (await this.rows('postcode = ? LIMIT 1', [postcode])).length > 0;
  }

  /** The places of this name key, narrowed by state and postcode when given, by postcode. */
  findExact(key: string, state: StateCode | null, postcode: string | null): Promise<LocationRow[]> {
    const where = ['localityKey = ?'];
    const params: unknown[] = [key];
    if (state) {
      where.push('state = ?');
      params.push(state);
    }
    if (postcode) {
      where.push('postcode = ?');
      params.push(postcode);
    }
    return this.rows(`${where.join(' AND ')} ORDER BY postcode, id`, params);
  }

  private rows(whereAndOrder: string, params: unknown[]): Promise<LocationRow[]> {
    return this.db.query(`SELECT ${COLUMNS} FROM locations WHERE ${whereAndOrder}`, params) as Promise<LocationRow[]>;
  }

  private prefix(column: 'postcode' | 'localityKey'): string {
    return this.sqlite ? `${column} GLOB ?` : `${column} LIKE ? ESCAPE '!'`;
  }

  private prefixPattern(text: string): string {
    return this.sqlite ? `${text.replace(/[*?[]/g, '[$&]')}*` : `${text.replace(/[!%_]/g, '!$&')}%`;
  }
}
