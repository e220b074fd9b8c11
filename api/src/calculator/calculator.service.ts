import { calculateFunding, toCents, type CalculateResponse } from '@homeward/domain';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { CatalogService } from '../catalog/catalog.service.js';
import type { CalculateDto } from './dto/calculate.dto.js';

@Injectable()
export class CalculatorService {
  constructor(private readonly catalog: CatalogService) {}

  /**
   * Prices the selection with the catalogue's rates and budget (in memory: no query); the arithmetic is
   * libs/domain's calculateFunding.
   */
  calculate(input: CalculateDto): CalculateResponse {
    const ids = input.selectedServices.map((s) => s.serviceId);
    if (new Set(ids).size !== ids.length) throw new BadRequestException('selectedServices must list each service once');
    const classification = this.catalog.findClassification(input.classificationId);
    if (!classification) throw new NotFoundException(`Classification ${input.classificationId} not found`);
    const byId = new Map(this.catalog.findServices(ids).map((s) => [s.id, s]));
    const missing = ids.filter((id) => !byId.has(id));
    if (missing.length > 0) throw new NotFoundException(`Service ${missing.join(', ')} not found`);
    const result = calculateFunding({
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
