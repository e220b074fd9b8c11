import { ApiProperty } from '@nestjs/swagger';
import { PRICE_TIMES, type PriceChangeDto, type PriceHistoryDto, type PriceTime } from '@homeward/domain';

export class PriceChangeResponse implements PriceChangeDto {
  @ApiProperty({ example: 6 }) serviceId: number;
  @ApiProperty({ example: 'Personal care', description: 'The service name when the price changed' }) service: string;
  @ApiProperty({ enum: PRICE_TIMES }) timeBand: PriceTime;
  @ApiProperty({ type: String, nullable: true, example: '70.00', description: 'Null: a new price' }) oldPrice: string | null;
  @ApiProperty({ type: String, nullable: true, example: '77.00', description: 'Null: the price was withdrawn' }) newPrice: string | null;
  @ApiProperty({ format: 'date-time' }) changedAt: string;
  @ApiProperty({ type: Number, nullable: true, example: 10, description: 'A rise as a percentage of the old price (1 decimal); null otherwise' })
  risePercent: number | null;
}

export class PriceHistoryResponse implements PriceHistoryDto {
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'The last change of any published price' }) lastChangedAt: string | null;
  @ApiProperty({ type: PriceChangeResponse, isArray: true, description: 'The last 24 months, newest first' }) changes: PriceChangeDto[];
  @ApiProperty({ description: 'Prices were raised on more than 2 days in the last 12 months' }) frequentRises: boolean;
}
