/** The JSON shapes of the HTTP API, shared by the server's responses and the web apps' readers. */
import type { CalculationBreakdown, CalculationLine } from '../funding/calculator.js';
import type { LeadStatus, ServiceCategory, StateCode } from './constants.js';
import type { RadiusKm } from '../directory/geo.js';
import type { ProviderSort } from '../directory/places.js';
import type { PriceFromDto, ProviderPriceDto } from '../pricing/pricing-dto.js';
import type { ServiceUnit } from '../pricing/units.js';
import type { LeadDeliveryStatus } from '../leads/lead-delivery.js';
import type { LeadPlanInput, ProviderLeadPlanDto } from '../leads/lead-plan.js';
import type { AcceptingNewClients, DiverseNeedCode, LanguageCode, RegistrationCategory } from '../directory/provider-attributes.js';

/** A provider's languages, diverse needs, intake status and registration categories (docs/decisions/027). */
export interface ProviderAttributes {
  /** Codes of PROVIDER_LANGUAGES, in list order. */
  languages: LanguageCode[];
  /** Codes of DIVERSE_NEEDS, in list order. */
  diverseNeeds: DiverseNeedCode[];
  /** null: the provider has not said. */
  acceptingNewClients: AcceptingNewClients | null;
  /** YYYY-MM-DD: when acceptingNewClients was last confirmed; null when never. */
  acceptingConfirmedAt: string | null;
  /** Commission registration categories (1-6) held, ascending. */
  registrationCategories: RegistrationCategory[];
}

export interface ClassificationDto {
  id: number;
  level: number;
  name: string;
  description: string | null;
  icon: string;
  color: string;
  /** Decimal string, 2 places. */
  quarterlyBudget: string;
}

export interface ServiceDto {
  id: number;
  name: string;
  category: ServiceCategory;
  description: string;
  /** Decimal string, 2 places: the catalogue price per unit (an hour, a trip or a meal; the name kept for the spec's clients). */
  hourlyRate: string;
  icon: string;
  isContributable: boolean;
  /** What one unit is: hour, trip (transport) or meal (meal delivery). */
  unit: ServiceUnit;
}

export interface SelectedServiceInput {
  serviceId: number;
  hoursPerWeek: number;
}

export interface CalculateRequest {
  classificationId: number;
  selectedServices: SelectedServiceInput[];
  sessionId?: string;
  coPaymentIncome?: number | null;
}

export interface CalculateResponse {
  breakdown: CalculationBreakdown;
  lines: CalculationLine[];
}

export interface ProviderServiceRef {
  id: number;
  name: string;
}

/** A directory card's data (public search result). */
export interface ProviderSearchResult extends ProviderAttributes {
  id: number;
  businessName: string;
  name: string | null;
  email: string;
  phone: string;
  website: string | null;
  address: string;
  suburb: string;
  state: StateCode;
  postcode: string;
  description: string | null;
  rating: number;
  totalReviews: number;
  isHighlighted: boolean;
  servicesOffered: number[];
  services: ProviderServiceRef[];
  serviceAreas: string[];
  /** Kilometres (1 decimal) from the searched place; null without `near` or when the provider has no coordinates. */
  distanceKm: number | null;
  /** One of the provider's service areas names the searched postcode or suburb (false without `near`). */
  servesSearchedArea: boolean;
  /** GET /api/providers/search only: the lowest standard price among the services filtered on, or null. */
  priceFrom?: PriceFromDto | null;
}

/** GET /api/providers/search query (all optional). The response is a plain array; header X-Has-More says whether another page exists. */
export interface ProviderSearchParams {
  q?: string;
  /** A state code, or 'all'. */
  state?: string;
  /** Comma-joined service ids; a provider must offer all of them. */
  services?: string;
  /** A 4-digit postcode or a suburb, optionally with state and/or postcode: '3056', 'Brunswick', 'Brunswick VIC 3056'. */
  near?: string;
  /** One of RADIUS_OPTIONS_KM; needs near. */
  radiusKm?: RadiusKm;
  /** 'relevance' (default) or 'distance' (needs near). */
  sort?: ProviderSort;
  /** 1-100, default 20. */
  limit?: number;
  /** 0-10000, default 0. */
  offset?: number;
  /** Comma-joined language codes: providers speaking any of them. */
  languages?: string;
  /** Comma-joined diverse-need codes: providers serving any of them. */
  diverseNeeds?: string;
  /** Comma-joined yes / waitlist / no: providers with any of these statuses. */
  acceptingNewClients?: string;
}

/** An Australian locality (GET /api/locations, GET /api/locations/:postcode). */
export interface LocationDto {
  postcode: string;
  locality: string;
  state: StateCode;
  latitude: number;
  longitude: number;
}

/** A provider as the admin console reads and writes it. */
export interface AdminProviderDto extends ProviderAttributes {
  id: number;
  businessName: string;
  name: string | null;
  email: string;
  /** Where lead emails go; null means the provider's email. */
  leadEmail: string | null;
  phone: string;
  website: string | null;
  address: string;
  suburb: string;
  state: StateCode;
  postcode: string;
  description: string | null;
  rating: number;
  reviewCount: number;
  isActive: boolean;
  isHighlighted: boolean;
  displayPriority: number;
  servicesOffered: number[];
  serviceAreas: string[];
  /** Read-only: set by the server from postcode and suburb; null when the postcode is not in the locations table. */
  latitude: number | null;
  longitude: number | null;
  /** The price list (offered services only; priced ones). Sent back with the form; absent in a write: left alone. */
  prices: ProviderPriceDto[];
  /** Read-only: set by the server when the price list is saved. */
  pricesUpdatedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface LeadSelectedService {
  serviceId: number;
  hoursPerWeek: number;
  serviceName: string;
}

export interface LeadContactInput {
  sessionId: string;
  hasReferralId: boolean;
  referralId: string | null;
  serviceLevel: string;
  name: string;
  phone: string;
  email: string;
  postcode: string;
  selfManagement: boolean;
}

export interface CalculatorLeadInput extends LeadContactInput {
  selectedServices: LeadSelectedService[];
  totalWeeklyCost: number;
  totalQuarterlyCost: number;
}

export interface ProviderLeadInput extends LeadContactInput {
  providerId: number;
  providerName: string;
  /** The calculator plan, sent from a plan quote's row; the server prices it at the provider's prices. */
  plan?: LeadPlanInput;
}

export interface CalculatorLeadDto {
  id: number;
  name: string;
  email: string;
  phone: string;
  postcode: string;
  status: LeadStatus;
  serviceLevel: string;
  hasReferralId: boolean;
  referralId: string | null;
  /** JSON text mapping service id to hours per week (spec section 3). */
  selectedServices: string;
  /** The same services with their names, for display. */
  services: LeadSelectedService[];
  totalWeeklyCost: number;
  totalQuarterlyCost: number;
  selfManagement: boolean;
  notes: string | null;
  createdAt: string;
  /** Its email to the team (issue 15); null for a lead stored before delivery existed and never resent. */
  delivery?: LeadDeliveryDto | null;
}

/** Where a lead's email stands (docs/decisions/022). */
export interface LeadDeliveryDto {
  status: LeadDeliveryStatus;
  attempts: number;
  /** ISO time of the next attempt while queued. */
  nextAttemptAt: string | null;
  sentAt: string | null;
  /** Why the last attempt failed (SMTP reply or connection error). */
  lastError: string | null;
  /** The address of the last attempt. */
  recipient: string | null;
}

export interface ProviderLeadDto {
  id: number;
  name: string;
  email: string;
  phone: string;
  postcode: string;
  status: LeadStatus;
  providerId: number | null;
  providerName: string;
  serviceLevel: string;
  hasReferralId: boolean;
  referralId: string | null;
  selfManagement: boolean;
  notes: string | null;
  createdAt: string;
  delivery?: LeadDeliveryDto | null;
  /** The plan sent with the lead, priced at the provider's prices when it came in; null for a lead without one. */
  plan: ProviderLeadPlanDto | null;
}

export interface UpdateLeadInput {
  status?: LeadStatus;
  notes?: string | null;
}

export interface AdminSessionDto {
  id: number;
  email: string;
  name: string | null;
  /** The account has a second factor (an authenticator app) set up. */
  twoFactorEnabled: boolean;
  /** ADMIN_REQUIRE_2FA is on and this account has none yet: the console sends the admin to set it up first. */
  mustEnrolTwoFactor: boolean;
}

/** POST /api/admin/login when the password was right and the account has a second factor: the code comes next. */
export interface SecondStepNeededDto {
  secondFactorRequired: true;
}

/** POST /api/admin/account/two-factor/setup: what the admin scans or types into an authenticator app. */
export interface SecondFactorSetupDto {
  /** The QR code, an SVG data: URL. */
  qrCode: string;
  /** The same secret for typing in by hand (base32, shown in groups of four). */
  secret: string;
  otpauthUri: string;
}

/** POST /api/admin/account/two-factor: the ten recovery codes, shown once. */
export interface RecoveryCodesDto {
  recoveryCodes: string[];
}

export interface AdminUserDto {
  id: number;
  email: string;
  name: string | null;
  isActive: boolean;
  createdAt: string;
  lastLogin: string | null;
  twoFactorEnabled: boolean;
}

export interface AdminStatsDto {
  totalProviders: number;
  activeProviders: number;
  highlightedProviders: number;
  totalAdminUsers: number;
  /** Lead emails queued or being sent (issue 15). */
  leadEmailsWaiting: number;
  /** Lead emails that gave up after the retry limit. */
  leadEmailsFailed: number;
}
