import { Injectable } from '@nestjs/common';
import { australianDate, monthsLater, PRICE_HISTORY, pricesRaisedOften, risePercent, withoutCorrections, type PriceHistoryDto } from '@homeward/domain';
import { PriceListRepository } from '../price-list.repository.js';
import { providerNotFound } from '../../provider-errors.js';

/** GET /api/providers/:id/price-history, and the history a provider page shows. */
@Injectable()
export class PriceHistoryService {
  constructor(private readonly prices: PriceListRepository) {}

  /** Unknown and inactive providers are the same 404 as their profile. */
  async history(providerId: number, now = new Date()): Promise<PriceHistoryDto> {
    const frequentRisesUntil = await this.prices.findFrequentRisesUntil(providerId);
    if (frequentRisesUntil === undefined) throw providerNotFound(`Provider ${providerId} not found`);
    return this.forProvider(providerId, frequentRisesUntil, now);
  }

  /**
   * The price history of one provider as the page and the endpoint show it: the last 24 months, newest first. A price
   * changed again within a day shows only where it ended up (a typo put right never shows: withoutCorrections).
   */
  async forProvider(providerId: number, frequentRisesUntil: string | null, now: Date): Promise<PriceHistoryDto> {
    const since = new Date(`${monthsLater(australianDate(now), -PRICE_HISTORY.shownMonths)}T00:00:00Z`);
    const changes = withoutCorrections(await this.prices.findChangesSince(providerId, since));
    return {
      lastChangedAt: changes.length > 0 ? new Date(changes[0].changedAt).toISOString() : null,
      changes: changes.map((c) => ({
        serviceId: c.serviceId,
        service: c.serviceName,
        timeBand: c.timeBand,
        oldPrice: c.oldPrice,
        newPrice: c.newPrice,
        changedAt: new Date(c.changedAt).toISOString(),
        risePercent: risePercent(c.oldPrice, c.newPrice),
      })),
      frequentRises: pricesRaisedOften(frequentRisesUntil, now),
    };
  }
}
