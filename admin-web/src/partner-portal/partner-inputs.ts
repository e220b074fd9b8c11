// The bodies the portal sends to /api/partner, named from the API's own answer types (libs/domain).
import type { LeadOutcome, PartnerListingDto, ProviderPriceInput } from '@homeward/domain';

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
