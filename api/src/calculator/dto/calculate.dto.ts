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
