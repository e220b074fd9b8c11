import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { calculateFunding, listsEachServiceOnce, PLAN_MESSAGES, toCents, type CalculateResponse, type LeadSelectedService } from '@homeward/domain';
import { CatalogService } from '../catalog/catalog.service.js';
import { OfficialCalendar } from '../official-facts/official-calendar.js';
import type { CalculateDto } from './dto/calculate.dto.js';

@Injectable()
export class CalculatorService {
  constructor(
    private readonly catalog: CatalogService,
    private readonly calendar: OfficialCalendar,
  ) {}

  /**
   * Prices the selection with the catalogue's rates and budget (in memory: no query); the arithmetic is
   * libs/domain's calculateFunding, for today's rules: from 1 October 2026 personal care is a clinical support,
   * so its line says Clinical and the estimate leaves it out.
   */
  calculate(input: CalculateDto): CalculateResponse {
    const classification = this.catalog.findClassification(input.classificationId);
    if (!classification) throw new NotFoundException(PLAN_MESSAGES.classificationNotFound(input.classificationId));
    const result = this.price(input.selectedServices, toCents(classification.quarterlyBudget), input.coPaymentIncome ?? null);
    return { breakdown: result.breakdown, lines: result.lines };
  }

  /**
   * A calculator lead's services as the catalogue names them, and its totals as this calculation makes
   * them: what a visitor's browser sends as names or totals is never stored or mailed.
   * The totals do not depend on the budget or the contribution, so neither is asked for.
   */
  priceLeadSelection(selected: ReadonlyArray<{ serviceId: number; hoursPerWeek: number }>): {
    services: LeadSelectedService[];
    totalWeeklyCost: number;
    totalQuarterlyCost: number;
  } {
    const { breakdown, lines } = this.price(selected, 0, null);
    return {
      services: lines.map((line) => ({ serviceId: line.serviceId, hoursPerWeek: line.hoursPerWeek, serviceName: line.serviceName })),
      totalWeeklyCost: breakdown.totalWeeklyCost,
      totalQuarterlyCost: breakdown.totalQuarterlyCost,
    };
  }

  private price(selected: ReadonlyArray<{ serviceId: number; hoursPerWeek: number }>, quarterlyBudgetCents: number, coPaymentIncome: number | null) {
    const ids = selected.map((s) => s.serviceId);
    if (!listsEachServiceOnce(selected)) throw new BadRequestException(`selectedServices ${PLAN_MESSAGES.duplicateService}`);
    const byId = new Map(this.catalog.findServices(ids).map((s) => [s.id, s]));
    const missing = ids.filter((id) => !byId.has(id));
    if (missing.length > 0) throw new NotFoundException(PLAN_MESSAGES.servicesNotFound(missing));
    return calculateFunding({
      on: this.calendar.today(),
      quarterlyBudgetCents,
      coPaymentIncome,
      services: selected.map((s) => {
        const service = byId.get(s.serviceId)!;
        return {
          serviceId: service.id,
          serviceName: service.name,
          category: service.category,
          hourlyRateCents: toCents(service.hourlyRate),
          hoursPerWeek: s.hoursPerWeek,
        };
      }),
    });
  }
}
