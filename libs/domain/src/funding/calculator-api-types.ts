/** The catalogue and calculator calls' JSON shapes (GET /api/classifications, GET /api/services, POST /api/calculate). */
import type { CalculationBreakdown, CalculationLine } from './calculator.js';
import type { ServiceCategory } from '../shared/constants.js';
import type { ServiceUnit } from '../pricing/units.js';

export interface ClassificationDto {
  id: number;
  level: number;
  name: string;
  description: string | null;
  icon: string;
  color: string;
  /** Decimal string, 2 places. */
  quarterlyBudget: string;
}

export interface ServiceDto {
  id: number;
  name: string;
  category: ServiceCategory;
  description: string;
  /** Decimal string, 2 places: the catalogue price per unit (an hour, a trip or a meal; the name kept for the spec's clients). */
  hourlyRate: string;
  icon: string;
  isContributable: boolean;
  /** What one unit is: hour, trip (transport) or meal (meal delivery). */
  unit: ServiceUnit;
}

export interface SelectedServiceInput {
  serviceId: number;
  hoursPerWeek: number;
}

export interface CalculateRequest {
  classificationId: number;
  selectedServices: SelectedServiceInput[];
  sessionId?: string;
  coPaymentIncome?: number | null;
}

export interface CalculateResponse {
  breakdown: CalculationBreakdown;
  lines: CalculationLine[];
}
