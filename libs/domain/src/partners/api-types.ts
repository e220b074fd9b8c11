/** The JSON shapes of the provider portal and the price history: one home for the API and the web apps. */
import type { AcceptingNewClients, DiverseNeedCode, LanguageCode, RegistrationCategory } from '../directory/provider-attributes.js';
import type { PriceTime } from '../pricing/indicative-prices.js';
import type { ProviderPriceDto } from '../pricing/pricing-dto.js';
import type { ProviderLeadPlanDto } from '../leads/lead-plan.js';
import type { LeadNeeds } from '../leads/lead-needs.js';
import type { MonthFigures } from './figures.js';
import type { LeadOutcome } from './lead-outcomes.js';
import type { ModerationField, ModerationStatus } from './listing.js';
import type { PriceConcern } from './price-checks.js';
import type { ProviderOfficeDto } from '../directory/listing.js';

/** One field change waiting for (or decided by) an admin. */
export interface ModerationRequestDto {
  id: number;
  providerId: number;
  providerName: string;
  field: ModerationField;
  before: string | null;
  after: string | null;
  /** A held price: its service and time of day (null for other fields). */
  serviceId?: number | null;
  serviceName?: string | null;
  timeBand?: PriceTime | null;
  /** Why it was held, as the provider was told ("$975.00 an hour for Personal care ...: did you mean $97.50?"). */
  note?: string | null;
  status: ModerationStatus;
  /** Shown to the provider when rejected. */
  reason: string | null;
  requestedBy: string | null;
  requestedAt: string;
  decidedAt: string | null;
}

/** GET /api/partner/listing. */
export interface PartnerListingDto {
  id: number;
  businessName: string;
  email: string;
  phone: string;
  website: string | null;
  description: string | null;
  suburb: string;
  state: string;
  postcode: string;
  servicesOffered: number[];
  serviceAreas: string[];
  languages: LanguageCode[];
  diverseNeeds: DiverseNeedCode[];
  registrationCategories: RegistrationCategory[];
  acceptingNewClients: AcceptingNewClients | null;
  acceptingConfirmedAt: string | null;
  /** Changes to businessName, website or description waiting for approval. */
  pendingChanges: ModerationRequestDto[];
  /** ISO instant the provider last saved or confirmed its listing in the portal; null when never. */
  confirmedAt: string | null;
  /** Where the organisation works from, by state and suburb: shown, not changed here (the Homeward team changes offices). */
  offices: ProviderOfficeDto[];
}

/** GET/PUT /api/partner/prices. */
export interface PartnerPricesDto {
  prices: ProviderPriceDto[];
  pricesUpdatedAt: string | null;
  /** Prices the provider confirmed that wait for the Homeward team (not live yet). */
  pendingChanges?: ModerationRequestDto[];
}

/** PUT /api/partner/prices answered 409: prices to confirm before anything is saved. */
export interface PriceConfirmationDto {
  statusCode: 409;
  code: 'PRICE_NEEDS_CONFIRMING';
  error: string;
  message: string[];
  priceChecks: PriceConcern[];
}

/** A provider lead as its provider sees it. Erased leads keep only their dates and outcome. */
/** A lead as its provider sees it; the needs are null when not given (and once erased). */
export interface PartnerLeadDto extends LeadNeeds {
  id: number;
  createdAt: string;
  erased: boolean;
  name: string | null;
  phone: string | null;
  email: string | null;
  postcode: string | null;
  serviceLevel: string | null;
  hasReferralId: boolean | null;
  selfManagement: boolean | null;
  /** The plan when the lead came from a quote row, priced at the provider's prices then. */
  plan: ProviderLeadPlanDto | null;
  outcome: LeadOutcome;
  note: string | null;
  outcomeAt: string | null;
  firstContactAt: string | null;
  /** When it must be contacted by (2 business days); overdue once past it while still new. */
  contactBy: string;
  overdue: boolean;
  /**
   * The family asked before the provider joined Homeward (the request waited with the team) at this ISO instant;
   * null for a lead sent to the provider directly. A handed-over request's contactBy counts from the claim's approval.
   */
  heldAt: string | null;
}

/** GET /api/partner/figures. */
export interface PartnerFiguresDto {
  timeZone: string;
  months: MonthFigures[];
}

/** One change of one published price. */
export interface PriceChangeDto {
  serviceId: number;
  service: string;
  timeBand: PriceTime;
  oldPrice: string | null;
  newPrice: string | null;
  changedAt: string;
  /** The rise as a percentage of the old price (one decimal); null for a fall, a new price or one withdrawn. */
  risePercent: number | null;
}

/** GET /api/providers/:id/price-history. */
export interface PriceHistoryDto {
  lastChangedAt: string | null;
  /** The last 24 months, newest first. */
  changes: PriceChangeDto[];
  /** Prices raised on more than 2 days in the last 12 months. */
  frequentRises: boolean;
}

/** GET /api/admin/leads/overdue: a still-new lead past its deadline. */
export interface OverdueLeadDto {
  id: number;
  providerId: number | null;
  providerName: string;
  createdAt: string;
  contactBy: string;
  reminderSentAt: string | null;
  /** A request to a provider not on Homeward, still with the team: no reminder goes to the provider (it has no email). */
  held: boolean;
}
