import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { calculateFunding, listsEachServiceOnce, PLAN_MESSAGES, toCents, type CalculateResponse } from '@homeward/domain';
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
   * so its line says Clinical and the estimate leaves it out (docs/decisions/034).
   */
  calculate(input: CalculateDto): CalculateResponse {
    const ids = input.selectedServices.map((s) => s.serviceId);
    if (!listsEachServiceOnce(input.selectedServices)) throw new BadRequestException(`selectedServices ${PLAN_MESSAGES.duplicateService}`);
    const classification = this.catalog.findClassification(input.classificationId);
    if (!classification) throw new NotFoundException(PLAN_MESSAGES.classificationNotFound(input.classificationId));
    const byId = new Map(this.catalog.findServices(ids).map((s) => [s.id, s]));
    const missing = ids.filter((id) => !byId.has(id));
    if (missing.length > 0) throw new NotFoundException(PLAN_MESSAGES.servicesNotFound(missing));
    const result = calculateFunding({
      on: this.calendar.today(),
      quarterlyBudgetCents: toCents(classification.quarterlyBudget),
      coPaymentIncome: input.coPaymentIncome ?? null,
      services: input.selectedServices.map((s) => {
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
    return { breakdown: result.breakdown, lines: result.lines };
  }
}
