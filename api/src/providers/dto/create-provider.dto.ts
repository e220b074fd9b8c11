import type { AcceptingNewClients, DiverseNeedCode, LanguageCode, RegistrationCategory, StateCode } from '@homeward/domain';
import { ReadOnlyField } from '../../common/dto/read-only-field.js';
import { AcceptingConfirmedAtBody, AcceptingNewClientsBody, DiverseNeedsBody, LanguagesBody, RegistrationCategoriesBody } from './provider-attribute-fields.js';
import {
  Address,
  BusinessName,
  ContactName,
  Description,
  DisplayPriority,
  Email,
  Flag,
  LeadEmail,
  Phone,
  PhoneWithoutMarkup,
  Postcode,
  Prices,
  Rating,
  ReviewCount,
  ServiceAreas,
  AreasWithoutMarkup,
  ServicesOffered,
  State,
  Suburb,
  Website,
} from './provider-fields.js';
import type { PriceEntryDto } from './price-entry.dto.js';

/** The admin provider form (spec section 5): required businessName, email, phone, address, suburb, state, postcode. */
export class CreateProviderDto {
  @BusinessName('create') businessName: string;
  @ContactName() name?: string | null;
  @Email('create') email: string;
  @LeadEmail() leadEmail?: string | null;
  @Phone('create') @PhoneWithoutMarkup() phone: string;
  @Website() website?: string | null;
  @Address('create') address: string;
  @Suburb('create') suburb: string;
  @State('create') state: StateCode;
  @Postcode('create') postcode: string;
  @Description() description?: string | null;
  @Rating('create') rating?: number;
  @ReviewCount('create') reviewCount?: number;
  @Flag('create', true) isActive?: boolean;
  @Flag('create', false) isHighlighted?: boolean;
  @DisplayPriority('create') displayPriority?: number;
  @ServicesOffered('create') servicesOffered?: number[];
  @ServiceAreas('create') @AreasWithoutMarkup() serviceAreas?: string[];
  @Prices('create') prices?: PriceEntryDto[];
  @LanguagesBody('create') languages?: LanguageCode[];
  @DiverseNeedsBody('create') diverseNeeds?: DiverseNeedCode[];
  @AcceptingNewClientsBody() acceptingNewClients?: AcceptingNewClients | null;
  @AcceptingConfirmedAtBody() acceptingConfirmedAt?: string | null;
  @RegistrationCategoriesBody('create') registrationCategories?: RegistrationCategory[];
}

/**
 * PUT takes the full form or only some fields (the quick toggles send isActive, isHighlighted or
 * displayPriority alone): the same fields and rules as create, each checked only when sent.
 */
export class UpdateProviderDto {
  @BusinessName('update') businessName?: string;
  @ContactName() name?: string | null;
  @Email('update') email?: string;
  @LeadEmail() leadEmail?: string | null;
  @Phone('update') @PhoneWithoutMarkup() phone?: string;
  @Website() website?: string | null;
  @Address('update') address?: string;
  @Suburb('update') suburb?: string;
  @State('update') state?: StateCode;
  @Postcode('update') postcode?: string;
  @Description() description?: string | null;
  @Rating('update') rating?: number;
  @ReviewCount('update') reviewCount?: number;
  @Flag('update', true) isActive?: boolean;
  @Flag('update', false) isHighlighted?: boolean;
  @DisplayPriority('update') displayPriority?: number;
  @ServicesOffered('update') servicesOffered?: number[];
  @ServiceAreas('update') @AreasWithoutMarkup() serviceAreas?: string[];
  @Prices('update') prices?: PriceEntryDto[];
  @LanguagesBody('update') languages?: LanguageCode[];
  @DiverseNeedsBody('update') diverseNeeds?: DiverseNeedCode[];
  @AcceptingNewClientsBody() acceptingNewClients?: AcceptingNewClients | null;
  @AcceptingConfirmedAtBody() acceptingConfirmedAt?: string | null;
  @RegistrationCategoriesBody('update') registrationCategories?: RegistrationCategory[];

  @ReadOnlyField('read-only: set when prices are saved') pricesUpdatedAt?: unknown;
  @ReadOnlyField() id?: unknown;
  @ReadOnlyField() createdAt?: unknown;
  @ReadOnlyField() updatedAt?: unknown;
  @ReadOnlyField('read-only: set from postcode and suburb') latitude?: unknown;
  @ReadOnlyField('read-only: set from postcode and suburb') longitude?: unknown;
  @ReadOnlyField("read-only: where the listing's facts come from (the government's list, a claim)") listing?: unknown;
}
