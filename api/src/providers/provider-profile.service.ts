import { Injectable } from '@nestjs/common';
import type { GeoPoint, ProviderProfileDto } from '@homeward/domain';
import { CatalogService } from '../catalog/catalog.service.js';
import { toPriceDtos } from './prices/price-lists.js';
import { isoTimestamp, serviceInfo } from './prices/price-reads.js';
import { PriceHistoryService } from './prices/price-history/price-history.service.js';
import { ProviderRepository, type ActiveCardRow } from './provider.repository.js';
import { providerNotFound } from './provider-errors.js';
import type { StoredCard } from './stored-card.js';

/**
 * GET /api/providers/:id: an active provider's public profile (with its offices), the stored directory card
 * with its price list, the date it was last saved and its price history. Unknown or inactive: 404, the same answer for both so
 * a paused listing reveals nothing.
 */
@Injectable()
export class ProviderProfileService {
  constructor(
    private readonly providers: ProviderRepository,
    private readonly catalog: CatalogService,
    private readonly priceHistory: PriceHistoryService,
  ) {}

  /** `from`: the place the family searched from, for the offices' distances (nearest first). */
  async profile(id: number, from?: GeoPoint | null): Promise<ProviderProfileDto> {
    const row = await this.activeRow(id);
    let card = row.searchCard;
    if (typeof card !== 'string') {
      // a raw insert since the last start: build its card like the search does
      await this.providers.refreshCards([id]);
      card = (await this.activeRow(id)).searchCard;
    }
    const stored = JSON.parse(String(card)) as StoredCard;
    const prices = (await this.providers.priceLists([id])).get(id) ?? [];
    return {
      ...stored,
      prices: toPriceDtos(prices, serviceInfo(this.catalog.catalog), new Set(stored.servicesOffered)),
      pricesUpdatedAt: isoTimestamp(row.pricesUpdatedAt),
      priceHistory: await this.priceHistory.forProvider(id, stored.frequentPriceRisesUntil ?? null, new Date()),
      offices: await this.providers.offices(id, from),
    };
  }

  private async activeRow(id: number): Promise<ActiveCardRow> {
    const row = await this.providers.findActiveCard(id);
    if (row === null) throw providerNotFound(`Provider ${id} not found`);
    return row;
  }
}
