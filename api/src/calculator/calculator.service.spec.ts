import { BadRequestException, NotFoundException } from '@nestjs/common';
import type { ClassificationDto, ServiceDto } from '@homeward/domain';
import { CalculatorService } from './calculator.service.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { OfficialCalendar } from '../official-facts/official-calendar.js';

const classification = { id: 1, level: 1, quarterlyBudget: '2682.75' } as ClassificationDto;
const services = [
  { id: 1, name: 'Nursing care', category: 'Clinical', hourlyRate: '150.00' },
  { id: 6, name: 'Personal care', category: 'Independence', hourlyRate: '100.00' },
  { id: 11, name: 'Domestic assistance', category: 'Everyday living', hourlyRate: '95.00' },
] as ServiceDto[];

function serviceWith(catalog: Partial<CatalogService>, today = '2026-09-30') {
  return new CalculatorService(
    {
      findClassification: (id: number) => (id === 1 ? classification : undefined),
      findServices: (ids: readonly number[]) => services.filter((s) => ids.includes(s.id)),
      ...catalog,
    } as CatalogService,
    { today: () => today } as OfficialCalendar,
  );
}

describe(CalculatorService.name, () => {
  describe('calculate', () => {
    it('uses the stored rates and budget with libs/domain calculateFunding', () => {
      const result = serviceWith({}).calculate({
        classificationId: 1,
        coPaymentIncome: 1000, // $52,000 a year -> 25%
        selectedServices: [
          { serviceId: 11, hoursPerWeek: 2 },
          { serviceId: 1, hoursPerWeek: 1 },
        ],
      });
      expect(result.breakdown).toEqual({
        totalWeeklyCost: 340,
        totalQuarterlyCost: 4420,
        remainingBudget: -1737.25,
        contributionAmount: 617.5,
        budgetUsagePercentage: 164.76,
      });
      expect(result.lines.map((l) => l.serviceId)).toEqual([11, 1]);
    });

    it.each([
      // weekly $1,000 -> 25%: personal care 2 h ($2,600 a quarter) and cleaning 1 h ($1,235)
      ['2026-09-30', 'Independence', 958.75],
      ['2026-10-01', 'Clinical', 308.75],
    ])('on %s prices personal care as %s: estimate $%p (the date from the calendar)', (today, category, contribution) => {
      const result = serviceWith({}, today).calculate({
        classificationId: 1,
        coPaymentIncome: 1000,
        selectedServices: [
          { serviceId: 6, hoursPerWeek: 2 },
          { serviceId: 11, hoursPerWeek: 1 },
        ],
      });
      expect(result.lines[0]).toMatchObject({ serviceName: 'Personal care', category });
      expect(result.breakdown.contributionAmount).toBe(contribution);
    });

    it('supports fractional hours in integer cents', () => {
      const result = serviceWith({}).calculate({ classificationId: 1, selectedServices: [{ serviceId: 11, hoursPerWeek: 1.5 }] });
      expect(result.breakdown.totalWeeklyCost).toBe(142.5);
      expect(result.breakdown.totalQuarterlyCost).toBe(1852.5);
    });

    it('throws 404 for an unknown classification or service, and 400 for a repeated service', () => {
      expect(() => serviceWith({}).calculate({ classificationId: 2, selectedServices: [] })).toThrow(NotFoundException);
      expect(() => serviceWith({}).calculate({ classificationId: 1, selectedServices: [{ serviceId: 5, hoursPerWeek: 1 }] })).toThrow('Service 5 not found');
      expect(() =>
        serviceWith({}).calculate({
          classificationId: 1,
          selectedServices: [
            { serviceId: 1, hoursPerWeek: 1 },
            { serviceId: 1, hoursPerWeek: 1 },
          ],
        }),
      ).toThrow(BadRequestException);
    });
  });
});
