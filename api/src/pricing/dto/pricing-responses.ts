import { ApiProperty } from '@nestjs/swagger';
import { PRICE_TIMES, SERVICE_UNITS, type IndicativePricesDto, type PriceTime, type ServiceUnit } from '@homeward/domain';

export class PriceCapResponse {
  @ApiProperty({ example: '120.00' }) amount: string;
  @ApiProperty({ example: '2026-07-01' }) startsOn: string;
  @ApiProperty() sourceUrl: string;
}

export class IndicativeRangeResponse {
  @ApiProperty({ example: 1 }) serviceId: number;
  @ApiProperty({ example: 'Nursing care' }) serviceName: string;
  @ApiProperty({ example: 'Nursing (blended)', description: "The department's name for the row" }) departmentName: string;
  @ApiProperty({ enum: SERVICE_UNITS }) unit: ServiceUnit;
  @ApiProperty({ enum: PRICE_TIMES, description: 'Only standard (weekday daytime) ranges are published' }) timeOfDay: PriceTime;
  @ApiProperty({ example: '125.00' }) low: string;
  @ApiProperty({ example: '150.00' }) median: string;
  @ApiProperty({ example: '179.00' }) high: string;
  @ApiProperty({ type: PriceCapResponse, nullable: true, description: 'A government price cap with its start date; null: no cap is in force' })
  cap: PriceCapResponse | null;
}

export class IndicativeSourceResponse {
  @ApiProperty({ example: 'Summary of indicative Support at Home prices' }) title: string;
  @ApiProperty() publisher: string;
  @ApiProperty() url: string;
  @ApiProperty({ example: '2025-03-24', description: "The figures' date (ISO)" }) asOf: string;
  @ApiProperty({ example: '2025-10', description: 'Month the summary was refreshed' }) refreshed: string;
  @ApiProperty() basis: string;
}

export class IndicativePricesResponse implements IndicativePricesDto {
  @ApiProperty({ type: IndicativeSourceResponse }) source: IndicativeSourceResponse;
  @ApiProperty({ type: IndicativeRangeResponse, isArray: true }) ranges: IndicativeRangeResponse[];
}
