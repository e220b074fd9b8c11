import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import type { AcceptingNewClients, DiverseNeedCode, LanguageCode, RegistrationCategory } from '@homeward/domain';
import { AcceptingNewClientsBody, DiverseNeedsBody, LanguagesBody, RegistrationCategoriesBody } from '../../providers/dto/provider-attribute-fields.js';
import { BusinessName, Description, Email, Phone, Prices, ServiceAreas, ServicesOffered, Website } from '../../providers/dto/provider-fields.js';
import type { PriceEntryDto } from '../../providers/dto/price-entry.dto.js';

/** A field a form echoes back from GET; accepted and ignored. */
const ReadOnly = (why: string) => applyDecorators(ApiPropertyOptional({ description: `Ignored (${why})` }), Allow());

/**
 * PATCH /api/partner/listing: the admin form's fields and rules (provider-fields.ts, libs/domain), each checked
 * only when sent. Live fields apply at once; businessName, website and description become moderation requests.
 */
export class UpdatePartnerListingDto {
  @Phone('update') phone?: string;
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

  @ReadOnly('read-only') id?: unknown;
  @ReadOnly('set by Homeward') suburb?: unknown;
  @ReadOnly('set by Homeward') state?: unknown;
  @ReadOnly('set by Homeward') postcode?: unknown;
  @ReadOnly('set automatically when acceptingNewClients is saved') acceptingConfirmedAt?: unknown;
  @ReadOnly('read-only') pendingChanges?: unknown;
}

/** PUT /api/partner/prices: the whole price list, with the admin price list's rules. */
export class PutPartnerPricesDto {
  @Prices('update') prices?: PriceEntryDto[];

  @ReadOnly('read-only: set when prices are saved') pricesUpdatedAt?: unknown;
}
