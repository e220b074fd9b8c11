import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import {
  centsToAmount,
  listsEachServiceOnce,
  NEAR_MESSAGES,
  orderQuotes,
  PLAN_MESSAGES,
  QUOTE_LIMITS,
  quotePlan,
  toCents,
  type PlanQuoteResponse,
  type PlanQuoteRowDto,
  type ProviderSearchResult,
} from '@homeward/domain';
import { CatalogService } from '../catalog/catalog.service.js';
import { PreparedReader } from '../database/prepared-reader.js';
import { ProviderSearchService } from '../providers/provider-search.service.js';
import { isoTimestamp } from './price-reads.js';
import type { SearchProvidersDto } from '../providers/dto/search-providers.dto.js';
import type { PlanQuoteDto } from './dto/plan-quote.dto.js';

const list = (n: number) => Array.from({ length: n }, () => '?').join(', ');

export interface QuotePage {
  body: PlanQuoteResponse;
  hasMore: boolean;
}

/**
 * POST /api/plans/quote (docs/decisions/025). The candidates are found by the directory search itself (its
 * near-me shapes, its cache): the nearest QUOTE_LIMITS.candidatePool active providers that offer every service
 * of the plan and, when fewer than that do, as many that are simply nearest (or, without near, the most
 * relevant in the state) and offer any of it. Then one
 * batch read of their standard prices for the plan's services and their pricesUpdatedAt; the arithmetic and the
 * order are libs/domain's quotePlan and orderQuotes.
 */
@Injectable()
export class PlanQuoteService {
  constructor(
    private readonly catalog: CatalogService,
    private readonly search: ProviderSearchService,
    private readonly db: PreparedReader,
  ) {}

  async quote(dto: PlanQuoteDto): Promise<QuotePage> {
    const plan = dto.selectedServices.map((s) => ({ serviceId: s.serviceId, perWeek: s.perWeek }));
    const ids = plan.map((l) => l.serviceId);
    if (!listsEachServiceOnce(plan)) throw new BadRequestException(`selectedServices ${PLAN_MESSAGES.duplicateService}`);
    if (dto.radiusKm !== undefined && !dto.near) throw new BadRequestException(NEAR_MESSAGES.radiusNeedsNear);
    let budget: { quarterlyBudgetCents: number } | null = null;
    if (dto.classificationId !== undefined) {
      const classification = this.catalog.findClassification(dto.classificationId);
      if (!classification) throw new NotFoundException(PLAN_MESSAGES.classificationNotFound(dto.classificationId));
      budget = { quarterlyBudgetCents: toCents(classification.quarterlyBudget) };
    }
    const services = this.catalog.findServices(ids);
    const missing = ids.filter((id) => !services.some((s) => s.id === id));
    if (missing.length > 0) throw new NotFoundException(PLAN_MESSAGES.servicesNotFound(missing));

    const atCatalogue = quotePlan(plan, { offeredServiceIds: ids, standardCents: new Map(services.map((s) => [s.id, toCents(s.hourlyRate)])) }, budget);
    const catalogue: PlanQuoteResponse['catalogue'] = {
      weeklyCost: centsToAmount(atCatalogue.weeklyCents),
      quarterlyCost: centsToAmount(atCatalogue.quarterlyCents),
    };
    if (budget) catalogue.remainingBudget = centsToAmount(atCatalogue.remainingBudgetCents!);

    const candidates = await this.candidates(dto, ids);
    if (candidates.length === 0) return { body: { catalogue, quotes: [] }, hasMore: false };
    const prices = await this.prices(
      candidates.map((c) => c.id),
      ids,
    );
    const ranked = orderQuotes(
      candidates.map((card) => {
        const found = prices.get(card.id);
        const quote = quotePlan(plan, { offeredServiceIds: card.servicesOffered, standardCents: found?.standardCents ?? new Map() }, budget);
        return { id: card.id, distanceKm: card.distanceKm, quote, card, pricesUpdatedAt: found?.pricesUpdatedAt ?? null };
      }),
    );
    const offset = dto.offset ?? 0;
    const limit = dto.limit ?? QUOTE_LIMITS.defaultLimit;
    const quotes = ranked.slice(offset, offset + limit).map((r): PlanQuoteRowDto => {
      const row: PlanQuoteRowDto = {
        provider: r.card,
        weeklyCost: centsToAmount(r.quote.weeklyCents),
        quarterlyCost: centsToAmount(r.quote.quarterlyCents),
        unpricedServices: r.quote.unpricedServices,
        missingServices: r.quote.missingServices,
        pricesUpdatedAt: r.pricesUpdatedAt,
      };
      if (budget) row.remainingBudget = centsToAmount(r.quote.remainingBudgetCents!);
      return row;
    });
    return { body: { catalogue, quotes }, hasMore: ranked.length > offset + limit };
  }

  /**
   * Cards of the providers to price: the search's pages (cached like any search), those offering the whole plan
   * first, then the nearest or most relevant others that offer at least one of its services.
   */
  private async candidates(dto: PlanQuoteDto, serviceIds: number[]): Promise<ProviderSearchResult[]> {
    if (serviceIds.length === 0) return [];
    const base: SearchProvidersDto = { limit: QUOTE_LIMITS.candidatePool };
    if (dto.state) base.state = dto.state;
    if (dto.near) {
      base.near = dto.near;
      base.sort = 'distance';
      if (dto.radiusKm !== undefined) base.radiusKm = dto.radiusKm;
    }
    const whole = await this.search.search({ ...base, services: serviceIds });
    // Partial offers only matter when the whole plan is offered by fewer than a full pool nearby: then the
    // nearest providers offering any of it are priced too (a second search).
    const pages = whole.count >= QUOTE_LIMITS.candidatePool ? [whole] : [whole, await this.search.search(base)];
    const wanted = new Set(serviceIds);
    const seen = new Set<number>();
    const out: ProviderSearchResult[] = [];
    for (const page of pages) {
      for (const card of JSON.parse(page.json) as ProviderSearchResult[]) {
        if (seen.has(card.id) || !card.servicesOffered.some((id) => wanted.has(id))) continue;
        seen.add(card.id);
        out.push(card);
      }
    }
    return out;
  }

  /** One statement: each candidate's pricesUpdatedAt and its standard prices for the plan's services (cents). */
  private async prices(
    providerIds: number[],
    serviceIds: number[],
  ): Promise<Map<number, { standardCents: Map<number, number>; pricesUpdatedAt: string | null }>> {
    const rows = await this.db.rows(
      `SELECT p.id, p.pricesUpdatedAt, pp.serviceId, pp.standard FROM providers p LEFT JOIN provider_prices pp ON pp.providerId = p.id AND pp.serviceId IN (${list(serviceIds.length)}) ` +
        `WHERE p.id IN (${list(providerIds.length)})`,
      [...serviceIds, ...providerIds],
    );
    const out = new Map<number, { standardCents: Map<number, number>; pricesUpdatedAt: string | null }>();
    for (const [id, updatedAt, serviceId, standard] of rows) {
      const key = Number(id);
      let entry = out.get(key);
      if (!entry) {
        entry = { standardCents: new Map(), pricesUpdatedAt: isoTimestamp(updatedAt) };
        out.set(key, entry);
      }
      if (serviceId !== null && serviceId !== undefined && standard !== null && standard !== undefined)
        entry.standardCents.set(Number(serviceId), toCents(standard as number | string));
    }
    return out;
  }
}
