import type { LeadOutcome, PartnerListingDto, ProviderPriceInput } from '@homeward/domain';

/**
 * The /api/partner shapes the portal reads and writes. The answers are the API's own types (libs/domain/src/partners,
 * issues 25a and 25c); the bodies the portal sends are named here, from them.
 */
export type {
  LeadOutcome,
  ModeratedListingField,
  ModerationRequestDto,
  OverdueLeadDto,
  PartnerFiguresDto,
  PartnerInvitationPreviewDto,
  PartnerLeadDto,
  PartnerListingDto,
  PartnerPricesDto,
  PartnerSessionDto,
  ProviderUsersDto,
} from '@homeward/domain';
export type { MonthFigures as PartnerFiguresMonthDto } from '@homeward/domain';

/** PATCH /api/partner/listing: only the fields that changed. */
export type PartnerListingInput = Partial<Omit<PartnerListingDto, 'id' | 'pendingChanges' | 'acceptingConfirmedAt' | 'suburb' | 'state' | 'postcode'>>;

/** PUT /api/partner/prices. */
export interface PartnerPricesInput {
  prices: ProviderPriceInput[];
  /** Sent once the provider confirmed the unusual prices a 409 said back: those wait for Homeward's check. */
  confirmUnusualPrices?: boolean;
}

/** PATCH /api/partner/leads/:id. */
export interface PartnerLeadUpdate {
  outcome: LeadOutcome;
  note: string | null;
}
