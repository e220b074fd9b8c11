import { ApiProperty } from '@nestjs/swagger';
import {
  ACCEPTING_NEW_CLIENTS,
  DIVERSE_NEED_CODES,
  LANGUAGE_CODES,
  MODERATED_LISTING_FIELDS,
  MODERATION_STATUSES,
  REGISTRATION_CATEGORY_CODES,
  type AcceptingNewClients,
  type DiverseNeedCode,
  type LanguageCode,
  type ModeratedListingField,
  type ModerationRequestDto,
  type ModerationStatus,
  type PartnerListingDto,
  type PartnerPricesDto,
  type ProviderOfficeDto,
  type ProviderPriceDto,
  type RegistrationCategory,
} from '@homeward/domain';
import { ProviderOfficeResponse, ProviderPriceResponse } from '../../providers/dto/provider-responses.js';

export class ModerationRequestResponse implements ModerationRequestDto {
  @ApiProperty() id: number;
  @ApiProperty() providerId: number;
  @ApiProperty() providerName: string;
  @ApiProperty({ enum: MODERATED_LISTING_FIELDS }) field: ModeratedListingField;
  @ApiProperty({ type: String, nullable: true, description: 'The live value when the change was asked for' }) before: string | null;
  @ApiProperty({ type: String, nullable: true }) after: string | null;
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
}
