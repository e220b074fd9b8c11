import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import {
  centsToAmount,
  listsEachServiceOnce,
  holdsRequests,
  NEAR_MESSAGES,
  orderQuotes,
  PLAN_MESSAGES,
  QUOTE_LIMITS,
  quotePlan,
  toCents,
  type PlanQuoteResponse,
  type PlanQuoteRowDto,
  type ProviderSearchResult,
  type RadiusKm,
} from '@homeward/domain';
import { CatalogService } from '../catalog/catalog.service.js';
import { DirectorySearch, type RankedPage } from '../providers/search/directory-search.js';
import { isoTimestamp } from '../providers/prices/price-reads.js';
import type { SearchProvidersDto } from '../providers/dto/search-providers.dto.js';
import type { PlanQuoteDto } from './dto/plan-quote.dto.js';

export interface QuotePage {
  /** The PlanQuoteResponse as JSON text. */
  json: string;
  hasMore: boolean;
}

/** A provider to price: its distance for the ties, whether its areas name the place, and the search's ranking that has its card (and may have its prices). */
interface Candidate {
  id: number;
  distanceKm: number | null;
  servesArea: boolean;
  from: RankedPage;
}

/** Where the pool is looked for: the search's filters, with the radius worked out when near is given. */
type PoolSearch = Omit<SearchProvidersDto, 'radiusKm'> & { radiusKm?: RadiusKm };

/**
 * POST /api/plans/quote. The candidates are found by the directory search itself (its
 * near-me shapes, its cache): near a place, within the radius asked for or else the default rule's (near means
 * near), those whose service areas name the place first, then the nearest, QUOTE_LIMITS.candidatePool
 * active providers that offer every service of the plan and, when fewer than that do, as many that offer any
 * of it (without near, the most relevant in the state). Then one
 * batch read of what they offer of the plan, their standard prices for it and their pricesUpdatedAt; the arithmetic and the
 * order are libs/domain's quotePlan and orderQuotes.
 */
@Injectable()
export class PlanQuoteService {
  constructor(
    private readonly catalog: CatalogService,
    private readonly search: DirectorySearch,
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

    const pool = await this.poolSearch(dto, ids);
    const candidates = ids.length === 0 ? [] : await this.candidates(pool, ids);
    const offers = await this.search.offers(candidates, ids);
    const ranked = orderQuotes(
      candidates.flatMap((candidate) => {
        const offer = offers.get(candidate.id);
        // The nearest providers offering none of the plan (the second search's) are not quotes.
        if (!offer || offer.offeredServiceIds.length === 0) return [];
        // Written out rather than spread: V8 copies `{ ...candidate, more }` on its slow path, about 1 µs a
        // candidate (a fifth of a quote's own time at a pool of 40, measured).
        return [
          {
            id: candidate.id,
            distanceKm: candidate.distanceKm,
            servesArea: candidate.servesArea,
            from: candidate.from,
            quote: quotePlan(plan, offer, budget),
            pricesUpdatedAt: offer.pricesUpdatedAt,
          },
        ];
      }),
    );
    const offset = dto.offset ?? 0;
    const limit = dto.limit ?? QUOTE_LIMITS.defaultLimit;
    const shown = ranked.slice(offset, offset + limit);
    const cards = await this.cards(shown);
    const quotes = shown.flatMap((r) => {
      const card = cards.get(r.id);
      if (card === undefined) return []; // a provider deleted since the search
      const figures: Omit<PlanQuoteRowDto, 'provider'> = {
        weeklyCost: centsToAmount(r.quote.weeklyCents),
        quarterlyCost: centsToAmount(r.quote.quarterlyCents),
        unpricedServices: r.quote.unpricedServices,
        missingServices: r.quote.missingServices,
        pricesUpdatedAt: isoTimestamp(r.pricesUpdatedAt),
      };
      if (budget) figures.remainingBudget = centsToAmount(r.quote.remainingBudgetCents!);
      // PlanQuoteRowDto's order, provider first: the card's stored text goes in as it is (no parse, no rewrite).
      return [`{"provider":${card},${JSON.stringify(figures).slice(1)}`];
    });
    const radius = pool.radiusKm === undefined ? '' : `,"radiusKm":${pool.radiusKm}`;
    const unpriced = dto.near ? await this.toAsk(candidates, ranked) : [];
    const toAsk = unpriced.length > 0 ? `,"toAsk":[${unpriced.join(',')}]` : '';
    return { json: `{"catalogue":${JSON.stringify(catalogue)},"quotes":[${quotes.join(',')}]${toAsk}${radius}}`, hasMore: ranked.length > offset + limit };
  }

  /**
   * The cards of the pool's listings from the government's list that nobody has claimed yet (no services or prices
   * with us: never quotes), nearest first: the organisations the family can ask.
   */
  private async toAsk(candidates: readonly Candidate[], quoted: ReadonlyArray<{ id: number }>): Promise<string[]> {
    const quotedIds = new Set(quoted.map((q) => q.id));
    const others = candidates.filter((c) => !quotedIds.has(c.id)).sort((a, b) => (a.distanceKm ?? Infinity) - (b.distanceKm ?? Infinity) || a.id - b.id);
    const cards = await this.cards(others);
    const out: string[] = [];
    for (const c of others) {
      const card = cards.get(c.id);
      if (card === undefined) continue;
      const { listing } = JSON.parse(card) as Pick<ProviderSearchResult, 'listing'>;
      if (holdsRequests(listing)) out.push(card);
      if (out.length === QUOTE_LIMITS.toAsk) break;
    }
    return out;
  }

  /** The cards of the rows shown, from the rankings that found them: a statement per ranking at most. */
  private async cards(shown: readonly Candidate[]): Promise<Map<number, string>> {
    const idsBySource = new Map<RankedPage, number[]>();
    for (const c of shown) idsBySource.set(c.from, [...(idsBySource.get(c.from) ?? []), c.id]);
    const out = new Map<number, string>();
    for (const [source, ids] of idsBySource) for (const [id, card] of await source.cards(ids)) out.set(id, card);
    return out;
  }

  /**
   * The search the pool comes from: the state, and near a place nearest first (serving providers first) within
   * the radius asked for or, when none is, the default rule's for providers offering the whole plan (and matching
   * the directory's filters when some are given, so "near" means near providers that speak the language). Old
   * clients that send near without a radius get the default too: near means near.
   */
  private async poolSearch(dto: PlanQuoteDto, serviceIds: readonly number[]): Promise<PoolSearch> {
    const base: PoolSearch = { limit: QUOTE_LIMITS.candidatePool };
    if (dto.state) base.state = dto.state;
    // The directory's filters, passed to its search as they are (its cache key holds them).
    if (dto.languages?.length) base.languages = dto.languages;
    if (dto.diverseNeeds?.length) base.diverseNeeds = dto.diverseNeeds;
    if (dto.acceptingNewClients?.length) base.acceptingNewClients = dto.acceptingNewClients;
    if (dto.near) {
      base.near = dto.near;
      base.sort = 'distance';
      const { languages, diverseNeeds, acceptingNewClients } = base;
      base.radiusKm =
        dto.radiusKm ??
        (serviceIds.length === 0
          ? undefined
          : await this.search.defaultRadiusKm({ near: dto.near, state: dto.state, services: [...serviceIds], languages, diverseNeeds, acceptingNewClients }));
    }
    return base;
  }

  /**
   * The providers to price, as the search's pages give them (cached like any search): those offering the whole
   * plan first, then the others nearby or most relevant (which may offer none of it: offers() tells).
   */
  private async candidates(base: PoolSearch, serviceIds: readonly number[]): Promise<Candidate[]> {
    // Near a place the search reads the pool's cards and its prices for the plan in the same statement.
    const whole = await this.search.ranking({ ...base, services: [...serviceIds] });
    // Partial offers only matter when the whole plan is offered by fewer than a full pool nearby: then the
    // nearest providers offering any of it are priced too (a second search).
    const pages = whole.ids.length >= QUOTE_LIMITS.candidatePool ? [whole] : [whole, await this.search.ranking(base)];
    const seen = new Set<number>();
    const out: Candidate[] = [];
    for (const page of pages) {
      for (const [i, id] of page.ids.entries()) {
        if (seen.has(id)) continue;
        seen.add(id);
        out.push({ id, distanceKm: page.distancesKm[i]!, servesArea: page.servingIds.has(id), from: page });
      }
    }
    return out;
  }
}
