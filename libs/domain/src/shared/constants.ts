/** Facts written once and used by the API and both web apps. */

export const STATES = [
  { code: 'NSW', name: 'New South Wales' },
  { code: 'VIC', name: 'Victoria' },
  { code: 'QLD', name: 'Queensland' },
  { code: 'WA', name: 'Western Australia' },
  { code: 'SA', name: 'South Australia' },
  { code: 'TAS', name: 'Tasmania' },
  { code: 'ACT', name: 'Australian Capital Territory' },
  { code: 'NT', name: 'Northern Territory' },
] as const;
export type StateCode = (typeof STATES)[number]['code'];
export const STATE_CODES: readonly StateCode[] = STATES.map((s) => s.code);

export const SERVICE_CATEGORIES = ['Clinical', 'Independence', 'Everyday living'] as const;
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];

/** Categories whose services attract the spec's income-based contribution estimate. */
export const CONTRIBUTABLE_CATEGORIES: readonly ServiceCategory[] = ['Independence', 'Everyday living'];

export const CLASSIFICATION_ICONS = ['leaf', 'seedling', 'tree', 'heart', 'shield-alt', 'hands-helping', 'user-nurse', 'medical-kit'] as const;
export type ClassificationIcon = (typeof CLASSIFICATION_ICONS)[number];
export const DEFAULT_CLASSIFICATION_ICON: ClassificationIcon = 'heart';

export const CLASSIFICATION_COLORS = ['blue', 'green', 'yellow', 'purple', 'red', 'indigo', 'pink', 'gray'] as const;
export type ClassificationColor = (typeof CLASSIFICATION_COLORS)[number];

export const SERVICE_ICONS = [
  'user-nurse',
  'walking',
  'apple-alt',
  'clipboard-check',
  'shower',
  'users',
  'heart-pulse',
  'clock',
  'car',
  'broom',
  'tools',
  'utensils',
] as const;
export type ServiceIcon = (typeof SERVICE_ICONS)[number];
export const DEFAULT_SERVICE_ICON = 'heart';

/** The 11 options of the lead forms' service-level question (spec section 5). */
export const SERVICE_LEVELS = [
  'Level 1 - Entry support',
  'Level 2 - Low support',
  'Level 3 - Low to Medium support',
  'Level 4 - Medium support',
  'Level 5 - Medium to High support',
  'Level 6 - High support',
  'Level 7 - High to Very High support',
  'Level 8 - Very High support',
  'Short-term Restorative',
  'Short-term Post-Hospital',
  'Short-term Episodic Care',
] as const;
export type ServiceLevel = (typeof SERVICE_LEVELS)[number];

export const LEAD_STATUSES = ['new', 'contacted', 'closed'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const CALCULATOR = {
  weeksPerQuarter: 13,
  weeksPerYear: 52,
  minHours: 0,
  maxHours: 168,
  /** Hours (or trips, or meals) are counted in halves: 1.5 hours of cleaning stays 1.5. The +/- buttons still step by 1. */
  hoursStep: 0.5,
  /** One request prices at most this many services. */
  maxSelectedServices: 100,
  /** The weekly income the contribution estimate accepts, in dollars. */
  maxWeeklyIncome: 10_000_000,
  /** The page-visit id a client sends along (leads/session-id.ts makes 16 characters). */
  sessionIdMaxLength: 64,
  /** Usage above this percentage shows the bar red and a 'Budget Alert'. */
  alertUsagePercent: 90,
  /** Usage above this percentage shows the bar yellow. */
  warnUsagePercent: 75,
} as const;

/** The longest email address SMTP carries (RFC 5321: a 256-octet path less its angle brackets). */
export const EMAIL_MAX_LENGTH = 254;

/** The admin lists' ra-data-simple-rest parameters (sort, range, filter as JSON text), bounded per request. */
export const LIST_QUERY_LIMITS = {
  sortMaxLength: 200,
  rangeMaxLength: 100,
  filterMaxLength: 2000,
} as const;

export const LEAD_LIMITS = {
  postcodeMaxLength: 4,
  nameMaxLength: 120,
  emailMaxLength: EMAIL_MAX_LENGTH,
  /** The service names a calculator lead carries with its plan. */
  serviceNameMaxLength: 100,
  /** A calculator lead's weekly and quarterly totals, in dollars: far above any real plan, below overflow. */
  maxTotalCost: 1_000_000_000,
  phoneMaxLength: 40,
  referralIdMaxLength: 60,
  notesMaxLength: 4000,
} as const;

export const PROVIDER_RULES = {
  ratingMin: 1,
  ratingMax: 5,
  ratingStep: 0.1,
  ratingDefault: 4.5,
  displayPriorityMin: 0,
  reviewCountDefault: 0,
  /** Directory cards show at most this many service names, then '+N more'. */
  cardServiceLimit: 3,
} as const;

export const UI_LIMITS = {
  toastLimit: 1,
  toastDurationMs: 5000,
  toastRemoveDelayMs: 1_000_000,
  directorySkeletonCards: 4,
  homeClassificationPlaceholders: 8,
  dashboardTabs: 4,
} as const;
