import { pathSegments, sectionKeyOf } from '../lib/nav-sections.js';

/**
 * Every admin URL, relative to the remote's router basename (/domainauth). Written once here so no
 * string URL is typed twice.
 */
export const ROUTER_BASENAME = '/domainauth';

export const paths = {
  login: '/',
  /** Setting up two-step sign-in (an authenticator app): outside the dashboard, as an admin who must set it up sees nothing else. */
  twoFactorSetup: '/two-step-sign-in',
  dashboard: '/dashboard',
  providers: '/dashboard',
  providerCreate: '/dashboard/providers/new',
  providerEdit: (id: number | string) => `/dashboard/providers/${id}`,
  users: '/dashboard/users',
  userCreate: '/dashboard/users/new',
  calculatorLeads: '/dashboard/leads-calculator',
  calculatorLead: (id: number | string) => `/dashboard/leads-calculator/${id}`,
  providerLeads: '/dashboard/leads-provider',
  providerLead: (id: number | string) => `/dashboard/leads-provider/${id}`,
  audit: '/dashboard/audit',
  /** Providers' changes to name, website and description waiting for approval. */
  moderation: '/dashboard/moderation',
  overdueLeads: '/dashboard/leads-overdue',
  /** Families' requests to organisations not on Homeward, waiting for the team, and which organisations they ask for. */
  heldRequests: '/dashboard/held-requests',
  unclaimedDemand: '/dashboard/unclaimed-demand',
  /** People who say an organisation on the directory is theirs, waiting for the team */
  claims: '/dashboard/claims',
  claim: (id: number | string) => `/dashboard/claims/${id}`,
} as const;

export const DASHBOARD_TABS = [
  { key: 'providers', label: 'Provider Management', path: paths.providers },
  { key: 'users', label: 'Admin Users', path: paths.users },
  { key: 'leads-calculator', label: 'Leads - Calculator', path: paths.calculatorLeads },
  { key: 'leads-provider', label: 'Leads - Provider', path: paths.providerLeads },
  { key: 'audit', label: 'Audit Trail', path: paths.audit },
  { key: 'moderation', label: 'Moderation', path: paths.moderation },
  { key: 'leads-overdue', label: 'Overdue leads', path: paths.overdueLeads },
  { key: 'held-requests', label: 'Held requests', path: paths.heldRequests },
  { key: 'unclaimed-demand', label: 'Most asked for', path: paths.unclaimedDemand },
  { key: 'claims', label: 'Claims', path: paths.claims },
] as const;

export type DashboardTabKey = (typeof DASHBOARD_TABS)[number]['key'];

/**
 * Which dashboard tab a path belongs to. '/dashboard' and '/dashboard/providers/...' are Provider
 * Management (the default); an unknown sub-path gives null.
 */
export function tabFromPath(pathname: string): DashboardTabKey | null {
  const [first, section] = pathSegments(pathname);
  if (first !== 'dashboard') return null;
  if (section === undefined || section === 'providers') return 'providers';
  return sectionKeyOf(DASHBOARD_TABS, section);
}
