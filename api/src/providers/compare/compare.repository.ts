import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Notice } from '@homeward/domain';
import { readNotices } from '../notices/provider-notice.repository.js';
import { sqlDateTime } from '../offices/provider-office.repository.js';
import { readPriceLists } from '../prices/price-list.repository.js';
import { refreshSearchCards } from '../search-card.repository.js';
import { placeholders } from '../search/sql.js';
import type { PriceRow } from '../prices/price-lists.js';
import type { DataSource } from 'typeorm';

export interface CompareProviderRow {
  id: number | string;
  isActive: unknown;
  searchCard: string | null;
  noticesCheckedOn: string | null;
}

export interface CompareOfficeRow {
  providerId: number | string;
  suburb: string;
  state: string;
  postcode: string;
  latitude: unknown;
  longitude: unknown;
  visitRadiusKm: unknown;
}

export interface ComparePriceChangeRow {
  providerId: number | string;
  oldPrice: string | number | null;
  newPrice: string | number | null;
  changedAt: Date | string;
}

export interface CompareLeadRow {
  providerId: number | string;
  createdAt: Date | string;
  firstContactAt: Date | string | null;
  contactBy: Date | string | null;
  heldAt: unknown;
  handedOverAt: Date | string | null;
}

/** The comparison's reads: a fixed handful of batch reads for up to 4 providers. */
@Injectable()
export class CompareRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * These providers by primary key only, active or not: with "isActive = 1" in the WHERE, SQLite probed the
   * relevance index and read every active provider (a comparison took twice as long at ten times the directory).
   */
  async findProviders(ids: readonly number[]): Promise<CompareProviderRow[]> {
    return (await this.dataSource.query(`SELECT id, isActive, searchCard, noticesCheckedOn FROM providers WHERE id IN (${placeholders(ids.length)})`, [
      ...ids,
    ])) as CompareProviderRow[];
  }

  /** Builds the stored cards of providers that have none (a raw insert). */
  async refreshCards(ids: readonly number[]): Promise<void> {
    await this.dataSource.transaction((em) => refreshSearchCards(em, ids));
  }

  async findOffices(ids: readonly number[]): Promise<CompareOfficeRow[]> {
    return (await this.dataSource.query(
      `SELECT providerId, suburb, state, postcode, latitude, longitude, visitRadiusKm FROM provider_offices WHERE providerId IN (${placeholders(ids.length)})`,
      [...ids],
    )) as CompareOfficeRow[];
  }

  async findPriceChangesSince(ids: readonly number[], since: Date): Promise<ComparePriceChangeRow[]> {
    return (await this.dataSource.query(
      `SELECT providerId, oldPrice, newPrice, changedAt FROM price_changes WHERE providerId IN (${placeholders(ids.length)}) AND changedAt >= ?`,
      [...ids, sqlDateTime(since)],
    )) as ComparePriceChangeRow[];
  }

  async findLeadsSince(ids: readonly number[], since: Date): Promise<CompareLeadRow[]> {
    return (await this.dataSource.query(
      `SELECT providerId, createdAt, firstContactAt, contactBy, heldAt, handedOverAt FROM provider_leads WHERE providerId IN (${placeholders(ids.length)}) AND createdAt >= ?`,
      [...ids, sqlDateTime(since)],
    )) as CompareLeadRow[];
  }

  priceLists(ids: readonly number[]): Promise<Map<number, PriceRow[]>> {
    return readPriceLists(this.dataSource, ids);
  }

  notices(ids: readonly number[]): Promise<Map<number, Notice[]>> {
    return readNotices(this.dataSource, ids);
  }
}
