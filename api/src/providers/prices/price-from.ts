import { Injectable } from '@nestjs/common';
import { centsToAmount, lowestPrice, toCents, type PriceFromDto } from '@homeward/domain';
import { CatalogService } from '../../catalog/catalog.service.js';
import { PreparedReader } from '../../database/prepared-reader.js';
import { withCardField } from '../search-card.js';
import { placeholders } from '../search/sql.js';
import type { SearchPage } from '../search/page-query.js';

const NONE: ReadonlyMap<number, PriceFromDto> = new Map();

/** A provider's standard price for a service (a DECIMAL: a string from MariaDB). */
interface StandardPriceRow {
  providerId: number | string;
  serviceId: number | string;
  standard: number | string;
}

/**
 * The directory cards' priceFrom (docs/decisions/025): after the search has found its page (and whatever
 * cache answered it), one batch read of the page's standard prices for the services filtered on, by primary
 * key. Kept out of the search SQL so the search stays one shape per query and
 * prices never stale its cache.
 */
@Injectable()
export class PriceFromLookup {
  constructor(
    private readonly db: PreparedReader,
    private readonly catalog: CatalogService,
  ) {}

  /** priceFrom by provider id for these providers and services (absent: nothing priced). */
  async lowest(providerIds: readonly number[], serviceIds: readonly number[]): Promise<Map<number, PriceFromDto>> {
    const out = new Map<number, PriceFromDto>();
    const services = [...new Set(serviceIds)].sort((a, b) => a - b);
    if (providerIds.length === 0 || services.length === 0) return out;
    const rows = await this.fromDatabase(providerIds, services);
    const byProvider = new Map<number, Array<{ standardCents: number; unit: PriceFromDto['unit'] }>>();
    for (const row of rows) {
      const service = this.catalog.catalog.serviceById.get(Number(row.serviceId));
      if (!service) continue;
      const id = Number(row.providerId);
      byProvider.set(id, [...(byProvider.get(id) ?? []), { standardCents: toCents(row.standard), unit: service.service.unit }]);
    }
    for (const [id, prices] of byProvider) {
      const best = lowestPrice(prices);
      if (best) out.set(id, { amount: centsToAmount(best.amountCents), unit: best.unit });
    }
    return out;
  }

  /** The rows of provider_prices for these providers and services, by provider then service (the order decides a tie between units). */
  private fromDatabase(providerIds: readonly number[], services: readonly number[]): Promise<StandardPriceRow[]> {
    return this.db.rows<StandardPriceRow>(
      `SELECT providerId, serviceId, standard FROM provider_prices WHERE providerId IN (${placeholders(providerIds.length)}) AND serviceId IN (${placeholders(services.length)}) ORDER BY providerId, serviceId`,
      [...providerIds, ...services],
    );
  }

  /** A search page as a JSON array, priceFrom on every card: the lowest price among `serviceIds`, or null (no filter: always null). */
  async attach(page: Pick<SearchPage, 'cards' | 'ids'>, serviceIds: readonly number[] | undefined): Promise<string> {
    const prices = serviceIds && serviceIds.length > 0 && page.ids.length > 0 ? await this.lowest(page.ids, serviceIds) : NONE;
    const cards = page.cards.map((card, i) => {
      const price = prices.get(page.ids[i]!);
      return withCardField(card, 'priceFrom', price ? JSON.stringify(price) : 'null');
    });
    return `[${cards.join(',')}]`;
  }
}
