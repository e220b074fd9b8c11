import { STATE_CODES, type AdminProviderDto, type ProviderSearchResult, type ProviderServiceRef, type StateCode } from '@homeward/domain';
import { ApiProperty } from '@nestjs/swagger';

export class ProviderServiceRefResponse implements ProviderServiceRef {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
}

export class ProviderSearchResultResponse implements ProviderSearchResult {
  @ApiProperty() id: number;
  @ApiProperty() businessName: string;
  @ApiProperty({ type: String, nullable: true, description: 'Contact person' }) name: string | null;
  @ApiProperty() email: string;
  @ApiProperty() phone: string;
  @ApiProperty({ type: String, nullable: true }) website: string | null;
  @ApiProperty() address: string;
  @ApiProperty() suburb: string;
  @ApiProperty({ enum: STATE_CODES }) state: StateCode;
  @ApiProperty() postcode: string;
  @ApiProperty({ type: String, nullable: true }) description: string | null;
  @ApiProperty({ example: 4.5 }) rating: number;
  @ApiProperty({ example: 12 }) totalReviews: number;
  @ApiProperty() isHighlighted: boolean;
  @ApiProperty({ type: Number, isArray: true }) servicesOffered: number[];
  @ApiProperty({ type: ProviderServiceRefResponse, isArray: true }) services: ProviderServiceRef[];
  @ApiProperty({ type: String, isArray: true }) serviceAreas: string[];
  @ApiProperty({ type: Number, nullable: true, example: 3.2, description: 'Km from the searched place (1 decimal); null without near or without coordinates' }) distanceKm: number | null;
  @ApiProperty({ description: "One of the provider's service areas names the searched postcode or suburb; false without near" }) servesSearchedArea: boolean;
}

export class AdminProviderResponse implements AdminProviderDto {
  @ApiProperty() id: number;
  @ApiProperty() businessName: string;
  @ApiProperty({ type: String, nullable: true }) name: string | null;
  @ApiProperty() email: string;
  @ApiProperty() phone: string;
  @ApiProperty({ type: String, nullable: true }) website: string | null;
  @ApiProperty() address: string;
  @ApiProperty() suburb: string;
  @ApiProperty({ enum: STATE_CODES }) state: StateCode;
  @ApiProperty() postcode: string;
  @ApiProperty({ type: String, nullable: true }) description: string | null;
  @ApiProperty() rating: number;
  @ApiProperty() reviewCount: number;
  @ApiProperty() isActive: boolean;
  @ApiProperty() isHighlighted: boolean;
  @ApiProperty() displayPriority: number;
  @ApiProperty({ type: Number, isArray: true }) servicesOffered: number[];
  @ApiProperty({ type: String, isArray: true }) serviceAreas: string[];
  @ApiProperty({ type: Number, nullable: true, description: 'Read-only: from postcode and suburb; null when the postcode is unknown' }) latitude: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Read-only: from postcode and suburb' }) longitude: number | null;
  @ApiProperty() createdAt: string;
  @ApiProperty() updatedAt: string;
}
