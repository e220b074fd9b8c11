import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ACCEPTING_NEW_CLIENTS,
  DIVERSE_NEED_CODES,
  LANGUAGE_CODES,
  MODERATION_FIELDS,
  MODERATION_STATUSES,
  PRICE_TIMES,
  REGISTRATION_CATEGORY_CODES,
  type AcceptingNewClients,
  type DiverseNeedCode,
  type LanguageCode,
  type ModerationField,
  type ModerationRequestDto,
  type PriceConcern,
  type PriceConcernKind,
  type PriceConfirmationDto,
  type PriceTime,
  type ModerationStatus,
  type PartnerListingDto,
  type PartnerPricesDto,
  type ProviderOfficeDto,
  type ProviderPriceDto,
  type RegistrationCategory,
} from '@homeward/domain';
import { ProviderOfficeResponse, ProviderPriceResponse } from './provider-responses.js';

export class ModerationRequestResponse implements ModerationRequestDto {
  @ApiProperty() id: number;
  @ApiProperty() providerId: number;
  @ApiProperty() providerName: string;
  @ApiProperty({ enum: MODERATION_FIELDS, description: 'A public word field, a held price, or a service area outside the provider states' })
  field: ModerationField;
  @ApiProperty({ type: String, nullable: true, description: 'The live value when the change was asked for' }) before: string | null;
  @ApiProperty({ type: String, nullable: true }) after: string | null;
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'A held price: its service' }) serviceId?: number | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: "A held price: its service's name" }) serviceName?: string | null;
  @ApiPropertyOptional({ enum: PRICE_TIMES, nullable: true, description: 'A held price: its time of day' }) timeBand?: PriceTime | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'Why it was held, as the provider was told' }) note?: string | null;
  @ApiProperty({ enum: MODERATION_STATUSES }) status: ModerationStatus;
  @ApiProperty({ type: String, nullable: true, description: 'Why it was rejected (shown to the provider)' }) reason: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Email of the provider user who asked' }) requestedBy: string | null;
  @ApiProperty({ format: 'date-time' }) requestedAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) decidedAt: string | null;
}

export class PartnerListingResponse implements PartnerListingDto {
  @ApiProperty() id: number;
  @ApiProperty() businessName: string;
  @ApiProperty() email: string;
  @ApiProperty() phone: string;
  @ApiProperty({ type: String, nullable: true }) website: string | null;
  @ApiProperty({ type: String, nullable: true }) description: string | null;
  @ApiProperty() suburb: string;
  @ApiProperty() state: string;
  @ApiProperty() postcode: string;
  @ApiProperty({ type: Number, isArray: true }) servicesOffered: number[];
  @ApiProperty({ type: String, isArray: true }) serviceAreas: string[];
  @ApiProperty({ enum: LANGUAGE_CODES, isArray: true }) languages: LanguageCode[];
  @ApiProperty({ enum: DIVERSE_NEED_CODES, isArray: true }) diverseNeeds: DiverseNeedCode[];
  @ApiProperty({ enum: REGISTRATION_CATEGORY_CODES, isArray: true }) registrationCategories: RegistrationCategory[];
  @ApiProperty({ enum: ACCEPTING_NEW_CLIENTS, nullable: true }) acceptingNewClients: AcceptingNewClients | null;
  @ApiProperty({ type: String, format: 'date', nullable: true, description: 'Set automatically when acceptingNewClients is saved' })
  acceptingConfirmedAt: string | null;
  @ApiProperty({ type: ModerationRequestResponse, isArray: true, description: 'Changes to businessName, website or description waiting for approval' })
  pendingChanges: ModerationRequestDto[];
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the provider last saved or confirmed its listing here; null when never',
  })
  confirmedAt: string | null;
  @ApiProperty({ type: ProviderOfficeResponse, isArray: true, description: 'Where the organisation works from (read-only: the Homeward team changes offices)' })
  offices: ProviderOfficeDto[];
}

export class PartnerPricesResponse implements PartnerPricesDto {
  @ApiProperty({ type: ProviderPriceResponse, isArray: true }) prices: ProviderPriceDto[];
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) pricesUpdatedAt: string | null;
  @ApiPropertyOptional({ type: ModerationRequestResponse, isArray: true, description: 'Prices the provider confirmed that wait for the Homeward team' })
  pendingChanges?: ModerationRequestDto[];
}

const CONCERN_KINDS: PriceConcernKind[] = ['farAbove', 'farBelow', 'bigRise', 'bigFall'];

export class PriceConcernResponse implements PriceConcern {
  @ApiProperty() serviceId: number;
  @ApiProperty() serviceName: string;
  @ApiProperty({ enum: PRICE_TIMES }) timeBand: PriceTime;
  @ApiProperty({ type: String, nullable: true, example: '97.50', description: 'The live price; null for a new one' }) oldPrice: string | null;
  @ApiProperty({ example: '975.00' }) newPrice: string;
  @ApiProperty({ enum: CONCERN_KINDS, isArray: true, description: 'Far above or below the indicative range; a rise or fall of more than half' })
  kinds: PriceConcernKind[];
  @ApiProperty({ type: String, nullable: true, example: '97.50', description: 'The amount probably meant (the decimal point moved)' }) suggestion:
    string | null;
  @ApiProperty({ example: '$975.00 an hour for Personal care (weekday daytime): did you mean $97.50?' }) message: string;
}

/** The 409 of PUT /api/partner/prices: the shared error body, with the prices to confirm. */
export class PriceConfirmationResponse implements PriceConfirmationDto {
  @ApiProperty({ example: 409 }) statusCode: 409;
  @ApiProperty({ enum: ['PRICE_NEEDS_CONFIRMING'], example: 'PRICE_NEEDS_CONFIRMING' }) code: 'PRICE_NEEDS_CONFIRMING';
  @ApiProperty({ example: 'Conflict' }) error: string;
  @ApiProperty({ type: String, isArray: true, description: 'Each price said back, for a person' }) message: string[];
  @ApiProperty({ type: PriceConcernResponse, isArray: true }) priceChecks: PriceConcern[];
}
