import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsNumber, IsOptional, IsPositive, IsString, Max, MaxLength, Min } from 'class-validator';
import {
  CALCULATOR,
  SERVICE_CATEGORIES,
  type CalculateRequest,
  type CalculateResponse,
  type CalculationBreakdown,
  type CalculationLine,
  type ServiceCategory,
} from '@homeward/domain';
import { FastValidation, isPlainRecord, onlyKeys } from '../../common/validation.js';
import { NestedList } from '../../common/dto/nested-list.js';

export class SelectedServiceDto {
  @ApiProperty({ example: 3 })
  @IsInt()
  @IsPositive()
  serviceId: number;

  @ApiProperty({ example: 4, minimum: CALCULATOR.minHours, maximum: CALCULATOR.maxHours })
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(CALCULATOR.minHours)
  @Max(CALCULATOR.maxHours)
  hoursPerWeek: number;
}

@FastValidation(acceptCalculateBody)
export class CalculateDto implements CalculateRequest {
  @ApiProperty({ example: 1 })
  @IsInt()
  @IsPositive()
  classificationId: number;

  @ApiProperty({ type: SelectedServiceDto, isArray: true })
  @NestedList(() => SelectedServiceDto, CALCULATOR.maxSelectedServices)
  selectedServices: SelectedServiceDto[];

  @ApiPropertyOptional({ example: 'k3j9x0a1b2c3d4e5' })
  @IsOptional()
  @IsString()
  @MaxLength(CALCULATOR.sessionIdMaxLength)
  sessionId?: string;

  @ApiPropertyOptional({ type: Number, nullable: true, example: 800, description: 'Weekly income in dollars, for the contribution estimate' })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(0)
  @Max(CALCULATOR.maxWeeklyIncome)
  coPaymentIncome?: number | null;
}

const BODY_KEYS = new Set(['classificationId', 'selectedServices', 'sessionId', 'coPaymentIncome']);
const SELECTION_KEYS = new Set(['serviceId', 'hoursPerWeek']);
const isPositiveInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0;
const isNumberIn = (v: unknown, min: number, max: number): v is number => typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max;

/**
 * The usual, valid calculation body, checked by hand against the same CALCULATOR limits as the decorators above
 * (which stay the documentation and the check of everything else); undefined hands the body to class-validator.
 * common/validation.spec.ts proves both give the same answer over thousands of bodies.
 */
export function acceptCalculateBody(body: unknown): CalculateDto | undefined {
  if (!isPlainRecord(body) || !onlyKeys(body, BODY_KEYS)) return undefined;
  const { classificationId, selectedServices, sessionId, coPaymentIncome } = body;
  if (!isPositiveInt(classificationId) || !Array.isArray(selectedServices) || selectedServices.length > CALCULATOR.maxSelectedServices) return undefined;
  const selection: SelectedServiceDto[] = [];
  for (const item of selectedServices as unknown[]) {
    if (!isPlainRecord(item) || !onlyKeys(item, SELECTION_KEYS)) return undefined;
    if (!isPositiveInt(item.serviceId) || !isNumberIn(item.hoursPerWeek, CALCULATOR.minHours, CALCULATOR.maxHours)) return undefined;
    selection.push({ serviceId: item.serviceId, hoursPerWeek: item.hoursPerWeek });
  }
  const dto: CalculateDto = { classificationId, selectedServices: selection };
  if ('sessionId' in body) {
    // MaxLength counts a surrogate pair as one character: a string longer in code units goes to class-validator.
    if (sessionId !== null && (typeof sessionId !== 'string' || sessionId.length > CALCULATOR.sessionIdMaxLength)) return undefined;
    dto.sessionId = sessionId as string;
  }
  if ('coPaymentIncome' in body) {
    if (coPaymentIncome !== null && !isNumberIn(coPaymentIncome, 0, CALCULATOR.maxWeeklyIncome)) return undefined;
    dto.coPaymentIncome = coPaymentIncome as number | null;
  }
  return dto;
}

export class BreakdownResponse implements CalculationBreakdown {
  @ApiProperty({ example: 190 }) totalWeeklyCost: number;
  @ApiProperty({ example: 2470 }) totalQuarterlyCost: number;
  @ApiProperty({ example: 212.75, description: 'Negative when the services cost more than the budget' }) remainingBudget: number;
  @ApiProperty({ example: 0 }) contributionAmount: number;
  @ApiProperty({ example: 92.07, description: 'Percent, 2 decimals' }) budgetUsagePercentage: number;
}

export class CalculationLineResponse implements CalculationLine {
  @ApiProperty() serviceId: number;
  @ApiProperty() serviceName: string;
  @ApiProperty({ enum: SERVICE_CATEGORIES }) category: ServiceCategory;
  @ApiProperty() hourlyRate: number;
  @ApiProperty() hoursPerWeek: number;
  @ApiProperty() weeklyCost: number;
  @ApiProperty() quarterlyCost: number;
  @ApiProperty() contributable: boolean;
}

export class CalculateResponseDto implements CalculateResponse {
  @ApiProperty({ type: BreakdownResponse }) breakdown: BreakdownResponse;
  @ApiProperty({ type: CalculationLineResponse, isArray: true }) lines: CalculationLineResponse[];
}
