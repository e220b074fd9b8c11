/** The lead forms' bodies and the console's lead records (spec section 3). */
import type { LeadOutcome } from '../partners/lead-outcomes.js';
import type { LeadStatus } from '../shared/constants.js';
import type { LeadDeliveryStatus } from './lead-delivery.js';
import type { LeadNeeds, LeadNeedsInput } from './lead-needs.js';
import type { LeadPlanInput, ProviderLeadPlanDto } from './lead-plan.js';

export interface LeadSelectedService {
  serviceId: number;
  hoursPerWeek: number;
  serviceName: string;
}

/** The spec's fields, then the optional needs (language, interpreter, who to call, a good time). */
export interface LeadContactInput extends LeadNeedsInput {
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

/** What the console reads of every lead, whichever form it came from (the needs null when not given). */
export interface LeadRecordFields extends LeadNeeds {
  id: number;
  name: string;
  email: string;
  phone: string;
  postcode: string;
  status: LeadStatus;
  serviceLevel: string;
  hasReferralId: boolean;
  referralId: string | null;
  selfManagement: boolean;
  notes: string | null;
  createdAt: string;
  /** Its email to the team; null for a lead stored before delivery existed and never resent. */
  delivery?: LeadDeliveryDto | null;
}

export interface CalculatorLeadDto extends LeadRecordFields {
  /** JSON text mapping service id to hours per week (spec section 3). */
  selectedServices: string;
  /** The same services with their names, for display. */
  services: LeadSelectedService[];
  totalWeeklyCost: number;
  totalQuarterlyCost: number;
}

/** Where a lead's email stands. */
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

export interface ProviderLeadDto extends LeadRecordFields {
  providerId: number | null;
  providerName: string;
  /** The plan sent with the lead, priced at the provider's prices when it came in; null for a lead without one. */
  plan: ProviderLeadPlanDto | null;
  /** What the provider recorded in the portal: new, contacted, became_client, not_suitable, could_not_reach. */
  outcome?: LeadOutcome;
  /** Still new 2 business days after it arrived (the provider's state). */
  overdue?: boolean;
  /** Sent to a provider not on Homeward: held for the team (GET /api/admin/held-requests) since this ISO instant; null otherwise. */
  heldAt?: string | null;
}

export interface UpdateLeadInput {
  status?: LeadStatus;
  notes?: string | null;
}
