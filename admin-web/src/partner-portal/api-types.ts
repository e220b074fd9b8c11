import type { AdminProviderDto, PriceTime, ProviderLeadPlanDto, ProviderPriceDto, ProviderPriceInput } from '@homeward/domain';

export type { PartnerInvitationPreviewDto, PartnerSecondStepDto, PartnerSessionDto, ProviderUsersDto } from '@homeward/domain';

/**
 * The /api/partner answers the portal reads. The doors' types are issue-25a's (libs/domain/src/partners); the
 * listing, prices, leads and figures follow issue-25c's names until its branch lands, then come from there too.
 * The portal imports them from here only.
 */
/** Fields a provider changes at once, and the ones that wait for Homeward's approval. */
export type ModeratedField = 'businessName' | 'website' | 'description';


export type PartnerListingDto = Pick<
  AdminProviderDto,
  | 'businessName'
  | 'email'
  | 'phone'
  | 'website'
  | 'description'
  | 'servicesOffered'
  | 'serviceAreas'
  | 'languages'
  | 'diverseNeeds'
  | 'registrationCategories'
  | 'acceptingNewClients'
  | 'acceptingConfirmedAt'
> & { id: number; pendingChanges: ModerationRequestDto[] };

export type PartnerListingInput = Partial<Omit<PartnerListingDto, 'id' | 'pendingChanges' | 'acceptingConfirmedAt'>>;

export interface PartnerPricesDto {
  prices: ProviderPriceDto[];
  pricesUpdatedAt: string | null;
}

export interface PartnerPricesInput {
  prices: ProviderPriceInput[];
}

export const LEAD_OUTCOMES = ['new', 'contacted', 'became_client', 'not_suitable', 'could_not_reach'] as const;
export type LeadOutcome = (typeof LEAD_OUTCOMES)[number];

export const LEAD_OUTCOME_RULES = { noteMaxLength: 2000 } as const;

export const LEAD_OUTCOME_LABELS: Record<LeadOutcome, string> = {
  new: 'New',
  contacted: 'Contacted',
  became_client: 'Became a client',
  not_suitable: 'Not suitable',
  could_not_reach: 'Could not reach',
};

export interface PartnerLeadDto {
  id: number;
  /** Null once the family's details were erased. */
  name: string | null;
  email: string | null;
  phone: string | null;
  postcode: string | null;
  serviceLevel: string | null;
  erased: boolean;
  outcome: LeadOutcome;
  note: string | null;
  createdAt: string;
  contactBy: string;
  overdue: boolean;
  plan: ProviderLeadPlanDto | null;
}

export interface PartnerLeadUpdate {
  outcome: LeadOutcome;
  note: string | null;
}

export interface PartnerFiguresMonthDto {
  /** YYYY-MM */
  month: string;
  leads: number;
  /** 0 to 1; null in a month without leads. */
  contactedInTimeShare: number | null;
  /** Hours; null when no lead of the month was contacted. */
  medianHoursToFirstContact: number | null;
}

export interface PartnerFiguresDto {
  timeZone: string;
  months: PartnerFiguresMonthDto[];
}

/** Admin: GET /api/admin/moderation. */
export interface ModerationRequestDto {
  id: number;
  providerId: number;
  providerName: string;
  field: ModeratedField;
  before: string | null;
  after: string | null;
  status: 'pending' | 'approved' | 'rejected' | 'superseded';
  /** Shown to the provider when rejected. */
  reason: string | null;
  requestedBy: string | null;
  requestedAt: string;
  decidedAt: string | null;
}

/** Admin: GET /api/admin/leads/overdue. */
export interface OverdueLeadDto {
  id: number;
  providerId: number | null;
  providerName: string;
  createdAt: string;
  contactBy: string;
  reminderSentAt: string | null;
}

export type { PriceTime };
