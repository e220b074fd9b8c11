/** The JSON shapes of the HTTP API, shared by the server's responses and the web apps' readers. */
import type { CalculationBreakdown, CalculationLine } from './calculator.js';
import type { LeadStatus, ServiceCategory, StateCode } from './constants.js';

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
