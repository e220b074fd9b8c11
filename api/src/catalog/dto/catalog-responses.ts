import { ApiProperty } from '@nestjs/swagger';
import {
  CLASSIFICATION_COLORS,
  CLASSIFICATION_ICONS,
  SERVICE_CATEGORIES,
  SERVICE_ICONS,
  SERVICE_UNITS,
  type ServiceUnit,
  type ClassificationDto,
  type ServiceCategory,
  type ServiceDto,
} from '@homeward/domain';

export class ClassificationResponse implements ClassificationDto {
  @ApiProperty({ example: 1 }) id: number;
  @ApiProperty({ example: 1, minimum: 1, maximum: 8 }) level: number;
  @ApiProperty({ example: 'Entry Support' }) name: string;
  @ApiProperty({ type: String, nullable: true }) description: string | null;
  @ApiProperty({ enum: CLASSIFICATION_ICONS }) icon: string;
  @ApiProperty({ enum: CLASSIFICATION_COLORS }) color: string;
  @ApiProperty({ example: '2682.75', description: 'Dollars a quarter, decimal string with 2 places (from 1 November 2025)' }) quarterlyBudget: string;
}

export class ServiceResponse implements ServiceDto {
  @ApiProperty({ example: 1 }) id: number;
  @ApiProperty({ example: 'Nursing care' }) name: string;
  @ApiProperty({ enum: SERVICE_CATEGORIES }) category: ServiceCategory;
  @ApiProperty() description: string;
  @ApiProperty({
    example: '150.00',
    description: 'Catalogue price in dollars per unit (an hour, a trip or a meal: see unit), decimal string with 2 places (indicative median)',
  })
  hourlyRate: string;
  @ApiProperty({ enum: SERVICE_ICONS }) icon: string;
  @ApiProperty({ description: 'False for Clinical services, true otherwise' }) isContributable: boolean;
  @ApiProperty({ enum: SERVICE_UNITS, description: 'What one unit is: hour, trip (transport) or meal (meal delivery)' }) unit: ServiceUnit;
}
