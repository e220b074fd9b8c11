import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ACCEPTING_NEW_CLIENTS,
  DIVERSE_NEED_CODES,
  LANGUAGE_CODES,
  REGISTRATION_CATEGORY_CODES,
  SERVICE_UNITS,
  STATE_CODES,
  LISTING_SOURCES,
  type AcceptingNewClients,
  type ListingProvenance,
  type ListingSource,
  type ProviderOfficeDto,
  type AdminProviderDto,
  type PriceFromDto,
  type ProviderListingFields,
  type ProviderPriceDto,
  type ServiceUnit,
  type DiverseNeedCode,
  type LanguageCode,
  type ProviderSearchResult,
  type ProviderServiceRef,
  type RegistrationCategory,
  type StateCode,
} from '@homeward/domain';

export class ProviderServiceRefResponse implements ProviderServiceRef {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
}

export class ProviderPriceResponse implements ProviderPriceDto {
  @ApiProperty({ example: 6 }) serviceId: number;
  @ApiProperty({ example: 'Personal care' }) serviceName: string;
  @ApiProperty({ enum: SERVICE_UNITS, description: 'The unit every amount is per: hour, trip or meal' }) unit: ServiceUnit;
  @ApiProperty({ example: '98.00', description: "Weekday daytime price per unit (the provider's common price), decimal string with 2 places" })
  standard: string;
  @ApiProperty({ type: String, nullable: true, example: '110.00' }) evening: string | null;
  @ApiProperty({ type: String, nullable: true, example: '128.00' }) saturday: string | null;
  @ApiProperty({ type: String, nullable: true, example: null }) sunday: string | null;
  @ApiProperty({ type: String, nullable: true, example: null }) publicHoliday: string | null;
}

export class PriceFromResponse implements PriceFromDto {
  @ApiProperty({ example: 92.5, description: 'Dollars' }) amount: number;
  @ApiProperty({ enum: SERVICE_UNITS }) unit: ServiceUnit;
}

export class ListingProvenanceResponse implements ListingProvenance {
  @ApiProperty({
    enum: LISTING_SOURCES,
    description: "official: from the Australian Government's list of home-care services; team: entered by the Homeward team",
  })
  source: ListingSource;
  @ApiProperty({ type: String, format: 'date', nullable: true, description: "The edition of the government's list the listing was read from" })
  officialListDate: string | null;
  @ApiProperty({ type: String, nullable: true, description: "The list's organisation type" }) organisationType: string | null;
  @ApiProperty({ description: 'Someone from the organisation claimed the listing and the team approved it' }) claimed: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'When the provider last confirmed or changed its listing (ISO)' }) confirmedAt: string | null;
}

export class NearestOfficeResponse {
  @ApiProperty() suburb: string;
  @ApiProperty({ enum: STATE_CODES }) state: string;
  @ApiProperty() postcode: string;
}

export class ProviderOfficeResponse implements ProviderOfficeDto {
  @ApiProperty() id: number;
  @ApiProperty() address: string;
  @ApiProperty() suburb: string;
  @ApiProperty({ enum: STATE_CODES }) state: string;
  @ApiProperty() postcode: string;
  @ApiProperty() latitude: number;
  @ApiProperty() longitude: number;
  @ApiProperty({ type: String, nullable: true, description: "The list's ABS remoteness class" }) remoteness: string | null;
  @ApiProperty({ description: 'Estimated km the provider visits from this office until it lists its own areas' }) visitRadiusKm: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Km from the searched place (1 decimal); null without one' }) distanceKm: number | null;
  @ApiProperty({ description: 'No longer on the newest government list; the team is checking' }) goneFromList: boolean;
}

/** What the public search result and the admin's provider both carry (ProviderListingFields). */
abstract class ProviderListingResponse implements ProviderListingFields {
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
  @ApiProperty() isHighlighted: boolean;
  @ApiProperty({ type: Number, isArray: true }) servicesOffered: number[];
  @ApiProperty({ type: String, isArray: true }) serviceAreas: string[];
  @ApiProperty({ enum: LANGUAGE_CODES, isArray: true, description: 'Languages staff speak (PROVIDER_LANGUAGES codes, list order)' })
  languages: LanguageCode[];
  @ApiProperty({ enum: DIVERSE_NEED_CODES, isArray: true, description: 'Groups with diverse needs served (DIVERSE_NEEDS codes, list order)' })
  diverseNeeds: DiverseNeedCode[];
  @ApiProperty({ enum: ACCEPTING_NEW_CLIENTS, nullable: true, description: 'Taking new clients; null when not stated' })
  acceptingNewClients: AcceptingNewClients | null;
  @ApiProperty({ type: String, format: 'date', nullable: true, description: 'When acceptingNewClients was last confirmed' })
  acceptingConfirmedAt: string | null;
  @ApiProperty({ enum: REGISTRATION_CATEGORY_CODES, isArray: true, description: 'Commission registration categories held (1-6)' })
  registrationCategories: RegistrationCategory[];
}

export class ProviderSearchResultResponse extends ProviderListingResponse implements ProviderSearchResult {
  @ApiProperty({ example: 12 }) totalReviews: number;
  @ApiProperty({ type: ProviderServiceRefResponse, isArray: true }) services: ProviderServiceRef[];
  @ApiProperty({ type: Number, nullable: true, example: 3.2, description: 'Km from the searched place (1 decimal); null without near or without coordinates' })
  distanceKm: number | null;
  @ApiProperty({ description: "One of the provider's service areas names the searched postcode or suburb; false without near" }) servesSearchedArea: boolean;
  @ApiPropertyOptional({
    type: String,
    format: 'date',
    nullable: true,
    description: 'The first day "raised prices more than twice in 12 months" no longer applies (Australian date); null when it does not apply',
  })
  frequentPriceRisesUntil?: string | null;
  @ApiProperty({ type: ListingProvenanceResponse }) listing: ListingProvenance;
  @ApiProperty({ description: 'How many offices the organisation works from' }) officeCount: number;
  @ApiProperty({ description: "servesSearchedArea is our estimate from the distance to an office, not the provider's word" }) visitsEstimated: boolean;
  @ApiProperty({ type: NearestOfficeResponse, nullable: true, description: 'Near a place: the office nearest to it (distanceKm is to it); null without near' })
  nearestOffice: NearestOfficeResponse | null;
  @ApiPropertyOptional({ description: 'The Aged Care Quality and Safety Commission has a notice in force against the provider (as the team recorded it)' })
  hasCurrentNotice?: boolean;
  @ApiProperty({
    type: PriceFromResponse,
    nullable: true,
    required: false,
    description:
      'Search only: the lowest standard price among the services filtered on that the provider has published, with its unit; null without a services filter or when none is priced',
  })
  priceFrom?: PriceFromDto | null;
}

export class AdminProviderResponse extends ProviderListingResponse implements AdminProviderDto {
  @ApiProperty({ type: String, nullable: true, description: 'Where lead emails go; null sends them to email' }) leadEmail: string | null;
  @ApiProperty() reviewCount: number;
  @ApiProperty() isActive: boolean;
  @ApiProperty() displayPriority: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Read-only: from postcode and suburb; null when the postcode is unknown' }) latitude: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Read-only: from postcode and suburb' }) longitude: number | null;
  @ApiProperty({ type: ProviderPriceResponse, isArray: true, description: 'The price list: priced offered services, catalogue order' })
  prices: ProviderPriceDto[];
  @ApiProperty({ type: String, nullable: true, description: 'Read-only: when the price list was last saved (ISO)' }) pricesUpdatedAt: string | null;
  @ApiProperty({ type: ListingProvenanceResponse }) listing: ListingProvenance;
  @ApiProperty() createdAt: string;
  @ApiProperty() updatedAt: string;
}
