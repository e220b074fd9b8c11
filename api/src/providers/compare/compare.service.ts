import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import {
  australianDate,
  CALCULATOR,
  centsToAmount,
  compareColumn,
  compareIdsError,
  compareServiceRows,
  COMPARE_MESSAGES,
  contactDeadline,
  leadClockState,
  listsEachServiceOnce,
  monthsLater,
  NEAR_MESSAGES,
  PLAN_MESSAGES,
  quotePlan,
  toCents,
  type CompareProviderFacts,
  type CompareResponse,
  type LeadTiming,
  type PlanLine,
} from '@homeward/domain';
import { CatalogService } from '../../catalog/catalog.service.js';
import { LocationsService } from '../../locations/locations.service.js';
import { nationalHolidays } from '../../common/national-holidays.js';
import { isoInstant } from '../../database/transformers.js';
import { providerNotFound, unknownPlace } from '../provider-errors.js';
import { CompareRepository, type CompareProviderRow } from './compare.repository.js';
import type { StoredCard } from '../stored-card.js';
import type { CompareRequestDto } from './compare-request.dto.js';

/**
 * POST /api/providers/compare: up to 4 providers side by side. A fixed handful of batch
 * reads for all of them (cards, offices, prices, price changes, leads, notices); every row is worked out by
 * libs/domain compareColumn, the plan by quotePlan.
 */
@Injectable()
export class CompareService {
  constructor(
    private readonly reads: CompareRepository,
    private readonly catalog: CatalogService,
    private readonly locations: LocationsService,
  ) {}

  async compare(dto: CompareRequestDto, now = new Date()): Promise<CompareResponse> {
    const idsError = compareIdsError(dto.providerIds);
    if (idsError) throw new BadRequestException(idsError);
    const ids = dto.providerIds;
    const plan: PlanLine[] | null = dto.selectedServices ? dto.selectedServices.map((s) => ({ serviceId: s.serviceId, perWeek: s.perWeek })) : null;
    const budget = this.budget(dto.classificationId);
    if (plan) this.checkPlan(plan);
    const place = dto.near ? await this.locations.resolvePlace(dto.near) : null;
    if (dto.near && !place) throw unknownPlace(NEAR_MESSAGES.unknownPlace);

    const rows = await this.providerRows(ids);
    const cards = new Map(rows.map((r) => [Number(r.id), JSON.parse(String(r.searchCard)) as StoredCard]));
    const [offices, prices, changes, leads, notices] = await Promise.all([
      this.offices(ids),
      this.reads.priceLists(ids),
      this.priceChanges(ids, now),
      this.leads(ids, cards, now),
      this.reads.notices(ids),
    ]);
    const catalogue = this.catalog.catalog.services.map((s) => ({ id: s.id, name: s.name, unit: s.unit }));
    const offeredByAny = new Set([...cards.values()].flatMap((c) => c.servicesOffered));
    const serviceRows = compareServiceRows(catalogue, plan, offeredByAny);
    const checkedOn = new Map(rows.map((r) => [Number(r.id), r.noticesCheckedOn ?? null]));
    const ctx = { place: place?.centre ?? null, rows: serviceRows, plan, budget, now };

    const providers = ids.map((id) => {
      const card = cards.get(id)!;
      const offered = new Set(card.servicesOffered);
      const standardCents = new Map<number, number>();
      for (const p of prices.get(id) ?? []) if (offered.has(Number(p.serviceId))) standardCents.set(Number(p.serviceId), toCents(p.standard));
      const facts: CompareProviderFacts = {
        id,
        businessName: card.businessName,
        listing: card.listing,
        services: card.services,
        languages: card.languages,
        diverseNeeds: card.diverseNeeds,
        acceptingNewClients: card.acceptingNewClients,
        acceptingConfirmedAt: card.acceptingConfirmedAt,
        registrationCategories: card.registrationCategories,
        offices: offices.get(id) ?? [],
        standardCents,
        priceChanges: changes.get(id) ?? [],
        leads: leads.get(id) ?? [],
        notices: notices.get(id) ?? [],
        noticesCheckedOn: checkedOn.get(id) ?? null,
      };
      return compareColumn(facts, ctx);
    });

    return {
      plan: plan ? this.planSummary(plan, dto.classificationId ?? null, budget) : null,
      near: place ? { label: place.locality ? `${place.locality} ${place.state} ${place.postcode}` : place.postcode, postcode: place.postcode } : null,
      serviceRows,
      providers,
      asOf: australianDate(now),
    };
  }

  private budget(classificationId: number | undefined): { quarterlyBudgetCents: number } | null {
    if (classificationId === undefined) return null;
    const classification = this.catalog.findClassification(classificationId);
    if (!classification) throw new NotFoundException(PLAN_MESSAGES.classificationNotFound(classificationId));
    return { quarterlyBudgetCents: toCents(classification.quarterlyBudget) };
  }

  private checkPlan(plan: readonly PlanLine[]): void {
    if (!listsEachServiceOnce(plan)) throw new BadRequestException(`selectedServices ${PLAN_MESSAGES.duplicateService}`);
    const ids = plan.map((l) => l.serviceId);
    const found = new Set(this.catalog.findServices(ids).map((s) => s.id));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length > 0) throw new NotFoundException(PLAN_MESSAGES.servicesNotFound(missing));
  }

  private planSummary(plan: readonly PlanLine[], classificationId: number | null, budget: { quarterlyBudgetCents: number } | null): CompareResponse['plan'] {
    const services = this.catalog.findServices(plan.map((l) => l.serviceId));
    const atCatalogue = quotePlan(plan, {
      offeredServiceIds: services.map((s) => s.id),
      standardCents: new Map(services.map((s) => [s.id, toCents(s.hourlyRate)])),
    });
    return {
      classificationId,
      quarterlyBudget: budget ? centsToAmount(budget.quarterlyBudgetCents) : null,
      weeklyBudget: budget ? centsToAmount(Math.floor(budget.quarterlyBudgetCents / CALCULATOR.weeksPerQuarter)) : null,
      catalogueWeeklyCost: centsToAmount(atCatalogue.weeklyCents),
      catalogueQuarterlyCost: centsToAmount(atCatalogue.quarterlyCents),
    };
  }

  /** The active providers asked for, with their stored cards (built first for a raw insert); 404 naming any unknown or inactive. */
  private async providerRows(ids: readonly number[]): Promise<CompareProviderRow[]> {
    // Read by primary key only (CompareRepository.findProviders says why); isActive is checked here.
    const read = async () => (await this.reads.findProviders(ids)).filter((r) => Boolean(Number(r.isActive)));
    let rows = await read();
    const found = new Set(rows.map((r) => Number(r.id)));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length > 0) throw providerNotFound(COMPARE_MESSAGES.providersNotFound(missing));
    const noCard = rows.filter((r) => typeof r.searchCard !== 'string').map((r) => Number(r.id));
    if (noCard.length > 0) {
      await this.reads.refreshCards(noCard);
      rows = await read();
    }
    return rows;
  }

  private async offices(ids: readonly number[]): Promise<Map<number, CompareProviderFacts['offices'][number][]>> {
    const rows = await this.reads.findOffices(ids);
    const out = new Map<number, CompareProviderFacts['offices'][number][]>();
    for (const r of rows) {
      const office = {
        suburb: r.suburb,
        state: r.state,
        postcode: r.postcode,
        latitude: Number(r.latitude),
        longitude: Number(r.longitude),
        visitRadiusKm: Number(r.visitRadiusKm),
      };
      out.set(Number(r.providerId), [...(out.get(Number(r.providerId)) ?? []), office]);
    }
    return out;
  }

  /** Changes since a day before the 12-month window (priceRiseRecord keeps those inside it, by Australian date). */
  private async priceChanges(ids: readonly number[], now: Date): Promise<Map<number, CompareProviderFacts['priceChanges'][number][]>> {
    const since = new Date(`${monthsLater(australianDate(now), -12)}T00:00:00Z`);
    since.setUTCDate(since.getUTCDate() - 1);
    const rows = await this.reads.findPriceChangesSince(ids, since);
    const out = new Map<number, CompareProviderFacts['priceChanges'][number][]>();
    for (const r of rows) {
      const change = {
        oldPrice: r.oldPrice === null ? null : String(r.oldPrice),
        newPrice: r.newPrice === null ? null : String(r.newPrice),
        changedAt: isoInstant(r.changedAt)!,
      };
      out.set(Number(r.providerId), [...(out.get(Number(r.providerId)) ?? []), change]);
    }
    return out;
  }

  /**
   * Leads of the last 12 months as the portal's figures count them: a request held before the provider joined
   * counts from when it was handed over; the deadline is the stored one, else two business days in its state.
   */
  private async leads(ids: readonly number[], cards: ReadonlyMap<number, StoredCard>, now: Date): Promise<Map<number, LeadTiming[]>> {
    const since = new Date(`${monthsLater(australianDate(now), -12)}T00:00:00Z`);
    const rows = await this.reads.findLeadsSince(ids, since);
    const out = new Map<number, LeadTiming[]>();
    for (const r of rows) {
      if (r.heldAt !== null && r.heldAt !== undefined && r.handedOverAt === null) continue;
      const id = Number(r.providerId);
      const createdAt = new Date(isoInstant(r.createdAt)!);
      const state = leadClockState(cards.get(id)?.state);
      out.set(id, [
        ...(out.get(id) ?? []),
        {
          arrivedAt: new Date(isoInstant(r.handedOverAt ?? r.createdAt)!),
          firstContactAt: r.firstContactAt === null ? null : new Date(isoInstant(r.firstContactAt)!),
          deadline: r.contactBy === null ? contactDeadline(createdAt, state, nationalHolidays()) : new Date(isoInstant(r.contactBy)!),
        },
      ]);
    }
    return out;
  }
}
