import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { GeoPoint, ProviderProfileDto } from '@homeward/domain';
import { CatalogService } from '../catalog/catalog.service.js';
import { refreshSearchCards, type StoredCard } from './search-card.js';
import { readPriceLists, toPriceDtos } from './prices/price-lists.js';
import { isoTimestamp, serviceInfo } from './prices/price-reads.js';
import { readPriceHistory } from './prices/price-history/price-history.service.js';
import { readOffices } from './offices/office-reads.js';
import { providerNotFound } from './provider-errors.js';
import type { DataSource } from 'typeorm';

/**
 * GET /api/providers/:id: an active provider's public profile (with its offices), the stored directory card (docs/decisions/021)
 * with its price list, the date it was last saved and its price history (issue 25). Unknown or inactive: 404, the same answer for both so
 * a paused listing reveals nothing.
 */
@Injectable()
export class ProviderProfileService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly catalog: CatalogService,
  ) {}

  /** `from`: the place the family searched from, for the offices' distances (nearest first). */
  async profile(id: number, from?: GeoPoint | null): Promise<ProviderProfileDto> {
    const row = await this.activeRow(id);
    let card = row.searchCard;
    if (typeof card !== 'string') {
      // a raw insert since the last start: build its card like the search does
      await this.dataSource.transaction((em) => refreshSearchCards(em, [id]));
      card = (await this.activeRow(id)).searchCard;
    }
    const stored = JSON.parse(String(card)) as StoredCard;
    const prices = (await readPriceLists(this.dataSource, [id])).get(id) ?? [];
    return {
      ...stored,
      prices: toPriceDtos(prices, serviceInfo(this.catalog.catalog), new Set(stored.servicesOffered)),
      pricesUpdatedAt: isoTimestamp(row.pricesUpdatedAt),
      priceHistory: await readPriceHistory(this.dataSource, id, stored.frequentPriceRisesUntil ?? null, new Date()),
      offices: await readOffices(this.dataSource, id, from),
    };
  }

  private async activeRow(id: number): Promise<{ searchCard: unknown; pricesUpdatedAt: unknown }> {
    const rows = (await this.dataSource.query('SELECT searchCard, pricesUpdatedAt FROM providers WHERE id = ? AND isActive = 1', [id])) as Array<{
      searchCard: unknown;
      pricesUpdatedAt: unknown;
    }>;
    if (rows.length === 0) throw providerNotFound(`Provider ${id} not found`);
    return rows[0];
  }
}
