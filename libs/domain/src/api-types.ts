/** The JSON shapes of the HTTP API, shared by the server's responses and the web apps' readers. */
import type { CalculationBreakdown, CalculationLine } from './calculator.js';
import type { LeadStatus, ServiceCategory, StateCode } from './constants.js';
import type { RadiusKm } from './geo.js';
import type { ProviderSort } from './places.js';

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
  /** Decimal string, 2 places. */
  hourlyRate: string;
  icon: string;
  isContributable: boolean;
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
export interface ProviderSearchResult {
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
export interface AdminProviderDto {
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
  reviewCount: number;
  isActive: boolean;
  isHighlighted: boolean;
  displayPriority: number;
  servicesOffered: number[];
  serviceAreas: string[];
  /** Read-only: set by the server from postcode and suburb; null when the postcode is not in the locations table. */
  latitude: number | null;
  longitude: number | null;
  createdAt: string;
  updatedAt: string;
}

export interface LeadSelectedService {
  serviceId: number;
  hoursPerWeek: number;
  serviceName: string;
}

interface LeadContactInput {
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
}

export interface UpdateLeadInput {
  status?: LeadStatus;
  notes?: string | null;
}

export interface AdminSessionDto {
  id: number;
  email: string;
  name: string | null;
}

export interface AdminUserDto {
  id: number;
  email: string;
  name: string | null;
  isActive: boolean;
  createdAt: string;
  lastLogin: string | null;
}

export interface AdminStatsDto {
  totalProviders: number;
  activeProviders: number;
  highlightedProviders: number;
  totalAdminUsers: number;
}
