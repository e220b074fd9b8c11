import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, ValidateBy } from 'class-validator';
import {
  isAustralianPhone,
  PARTNER_LISTING_MESSAGES,
  type AcceptingNewClients,
  type DiverseNeedCode,
  type LanguageCode,
  type RegistrationCategory,
} from '@homeward/domain';
import { AcceptingNewClientsBody, DiverseNeedsBody, LanguagesBody, RegistrationCategoriesBody } from '../dto/provider-attribute-fields.js';
import { BusinessName, Description, Email, Phone, Prices, ServiceAreas, ServicesOffered, Website } from '../dto/provider-fields.js';
import { ReadOnlyField } from '../../common/dto/read-only-field.js';
import type { PriceEntryDto } from '../dto/price-entry.dto.js';

/** The portal's phone is a number a family can ring: Australian, in any usual way of writing it (libs/domain phone.ts). */
const AustralianPhone = () =>
  ValidateBy({
    name: 'isAustralianPhone',
    validator: {
      validate: (value: unknown) => value === undefined || (typeof value === 'string' && isAustralianPhone(value)),
      defaultMessage: () => PARTNER_LISTING_MESSAGES.phone,
    },
  });

/**
 * PATCH /api/partner/listing: the admin form's fields and rules (provider-fields.ts, libs/domain), each checked
 * only when sent, and an Australian phone number. Live fields apply at once; businessName, website and description
 * become moderation requests, and so does a service area outside the provider's states (real places only).
 */
export class UpdatePartnerListingDto {
  @Phone('update') @AustralianPhone() phone?: string;
  @Email('update') email?: string;
  @ServicesOffered('update') servicesOffered?: number[];
  @ServiceAreas('update') serviceAreas?: string[];
  @LanguagesBody('update') languages?: LanguageCode[];
  @DiverseNeedsBody('update') diverseNeeds?: DiverseNeedCode[];
  @RegistrationCategoriesBody('update') registrationCategories?: RegistrationCategory[];
  @AcceptingNewClientsBody() acceptingNewClients?: AcceptingNewClients | null;

  @BusinessName('update') businessName?: string;
  @Website() website?: string | null;
  @Description() description?: string | null;

  @ReadOnlyField('read-only') id?: unknown;
  @ReadOnlyField('set by Homeward') suburb?: unknown;
  @ReadOnlyField('set by Homeward') state?: unknown;
  @ReadOnlyField('set by Homeward') postcode?: unknown;
  @ReadOnlyField('set automatically when acceptingNewClients is saved') acceptingConfirmedAt?: unknown;
  @ReadOnlyField('read-only') pendingChanges?: unknown;
}

/** PUT /api/partner/prices: the whole price list, with the admin price list's rules. */
export class PutPartnerPricesDto {
  @Prices('update') prices?: PriceEntryDto[];

  @ApiPropertyOptional({
    description: 'true once the provider has confirmed the prices a 409 asked about: those wait for the Homeward team, the rest go live',
  })
  @IsOptional()
  @IsBoolean({ message: 'confirmUnusualPrices must be true or false' })
  confirmUnusualPrices?: boolean;

  @ReadOnlyField('read-only: set when prices are saved') pricesUpdatedAt?: unknown;
}
