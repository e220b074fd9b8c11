import type { AcceptingNewClients, DiverseNeedCode, LanguageCode, RegistrationCategory } from '@homeward/domain';
import { AcceptingNewClientsBody, DiverseNeedsBody, LanguagesBody, RegistrationCategoriesBody } from '../../providers/dto/provider-attribute-fields.js';
import { BusinessName, Description, Email, Phone, Prices, ServiceAreas, ServicesOffered, Website } from '../../providers/dto/provider-fields.js';
import { ReadOnlyField } from '../../common/dto/read-only-field.js';
import type { PriceEntryDto } from '../../providers/dto/price-entry.dto.js';

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

  @ReadOnlyField('read-only: set when prices are saved') pricesUpdatedAt?: unknown;
}
