import { BadRequestException, Injectable } from '@nestjs/common';
import { listsEachServiceOnce, PLAN_MESSAGES, priceLeadPlan, toCents, type LeadPlanInput, type PricedLeadPlan } from '@homeward/domain';
import { CatalogService } from '../../catalog/catalog.service.js';
import { ProviderLeadRepository } from '../provider-lead.repository.js';

/**
 * The plan a provider lead carries. Only the plan comes from the person; its figures are
 * worked out here, at the provider's published prices as they are when the lead comes in, by the rule the plan
 * quote uses (libs/domain priceLeadPlan over quotePlan), so the stored figures are the quote row's.
 */
@Injectable()
export class LeadPlanService {
  constructor(
    private readonly catalog: CatalogService,
    private readonly providerLeads: ProviderLeadRepository,
  ) {}

  /**
   * 400 unless the plan fits the catalogue: each service once, known services, a known classification. The
   * plan quote answers 404 for unknown ids (they are its resources); here they are a bad part of a lead's body.
   * In memory: nothing is read.
   */
  check(plan: LeadPlanInput): void {
    if (!listsEachServiceOnce(plan.selectedServices)) throw new BadRequestException(`plan.selectedServices ${PLAN_MESSAGES.duplicateService}`);
    if (plan.classificationId !== undefined && !this.catalog.findClassification(plan.classificationId)) {
      throw new BadRequestException(`plan.classificationId: ${PLAN_MESSAGES.classificationNotFound(plan.classificationId)}`);
    }
    const ids = plan.selectedServices.map((s) => s.serviceId);
    const known = new Set(this.catalog.findServices(ids).map((s) => s.id));
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length > 0) throw new BadRequestException(`plan.selectedServices: ${PLAN_MESSAGES.servicesNotFound(unknown)}`);
  }

  /** The plan (already checked) at this provider's current offer and standard prices. */
  async price(providerId: number, plan: LeadPlanInput): Promise<PricedLeadPlan> {
    const [offeredServiceIds, prices] = await Promise.all([this.providerLeads.findOfferedServiceIds(providerId), this.providerLeads.findPrices(providerId)]);
    const standardCents = new Map(prices.map((row) => [Number(row.serviceId), toCents(row.standard)]));
    const services = new Map(
      plan.selectedServices.map((s) => {
        const { service } = this.catalog.catalog.serviceById.get(s.serviceId)!;
        return [s.serviceId, { name: service.name, unit: service.unit }];
      }),
    );
    const classification = plan.classificationId === undefined ? undefined : this.catalog.findClassification(plan.classificationId)!;
    return priceLeadPlan(
      plan.selectedServices.map((s) => ({ serviceId: s.serviceId, perWeek: s.perWeek })),
      services,
      { offeredServiceIds, standardCents },
      classification && {
        id: classification.id,
        name: `Classification ${classification.level}: ${classification.name}`,
        quarterlyBudgetCents: toCents(classification.quarterlyBudget),
      },
    );
  }
}
