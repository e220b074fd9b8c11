import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { australianDate, monthsLater, PRICE_HISTORY, pricesRaisedOften, risePercent, withoutCorrections, type PriceHistoryDto } from '@homeward/domain';
import { providerNotFound } from '../../provider-errors.js';
import { PriceChange } from './price-change.entity.js';
import type { DataSource } from 'typeorm';

/**
 * The price history of one provider as the page and the endpoint show it: the last 24 months, newest first. A price
 * changed again within a day shows only where it ended up (a typo put right never shows: withoutCorrections).
 */
export async function readPriceHistory(dataSource: DataSource, providerId: number, frequentRisesUntil: string | null, now: Date): Promise<PriceHistoryDto> {
  const since = new Date(`${monthsLater(australianDate(now), -PRICE_HISTORY.shownMonths)}T00:00:00Z`);
  const stored = await dataSource
    .getRepository(PriceChange)
    .createQueryBuilder('c')
    .where('c.providerId = :providerId AND c.changedAt >= :since', { providerId, since })
    .orderBy('c.changedAt', 'DESC')
    .addOrderBy('c.id', 'ASC')
    .getMany();
  const changes = withoutCorrections(stored);
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

/** GET /api/providers/:id/price-history (issue 25). */
@Injectable()
export class PriceHistoryService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Unknown and inactive providers are the same 404 as their profile. */
  async history(providerId: number, now = new Date()): Promise<PriceHistoryDto> {
    const rows = (await this.dataSource.query('SELECT frequentPriceRisesUntil FROM providers WHERE id = ? AND isActive = 1', [providerId])) as Array<{
      frequentPriceRisesUntil: string | null;
    }>;
    if (rows.length === 0) throw providerNotFound(`Provider ${providerId} not found`);
    return readPriceHistory(this.dataSource, providerId, rows[0].frequentPriceRisesUntil, now);
  }
}
