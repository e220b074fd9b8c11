import { fetchUtils, type DataProvider, type SortPayload } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import type { AdminStatsDto, LeadDeliveryDto, OfficialFactsReviewDto, ServiceDto } from '@homeward/domain';
import { claimAdminCalls, type ClaimAdminCalls } from '../features/claims/claim-admin-calls.js';
import { partnerAdminCalls, type PartnerAdminCalls } from '../features/partners/partner-admin-calls.js';
import { heldRequestCalls, type HeldRequestCalls } from '../features/held-requests/held-request-calls.js';
import { noticeAdminCalls, type NoticeAdminCalls } from '../features/notices/notice-admin-calls.js';
import { adminTeamCalls, type AdminTeamCalls } from './admin-team-calls.js';

/** Resource names are paths under /api/admin. */
export const RESOURCES = {
  providers: 'providers',
  users: 'users',
  calculatorLeads: 'leads/calculator',
  providerLeads: 'leads/provider',
  audit: 'audit',
  claims: 'claims',
} as const;

export type HttpClient = typeof fetchUtils.fetchJson;

/** Same-origin JSON with the session cookie. fetchJson raises HttpError(message, status, body). */
export const httpClient: HttpClient = (url, options = {}) => fetchUtils.fetchJson(url, { ...options, credentials: 'include' });

export interface ExportParams {
  filter?: Record<string, unknown>;
  sort?: SortPayload;
}

export interface HomewardDataProvider extends DataProvider, AdminTeamCalls, PartnerAdminCalls, ClaimAdminCalls, HeldRequestCalls, NoticeAdminCalls {
  getStats(): Promise<AdminStatsDto>;
  /** GET /api/admin/official-facts: the official figures past their review date. */
  getOfficialFactsReview(): Promise<OfficialFactsReviewDto>;
  getServices(): Promise<ServiceDto[]>;
  /** The CSV text of a lead list, honouring the list's filter and sort. */
  exportCsv(resource: string, params: ExportParams): Promise<string>;
  /** POST /api/admin/leads/{kind}/:id/resend: queue the lead's email again. */
  resendLeadEmail(resource: string, id: number | string): Promise<LeadDeliveryDto>;
}

export function exportUrl(apiUrl: string, resource: string, { filter, sort }: ExportParams): string {
  const query = new URLSearchParams();
  if (sort) query.set('sort', JSON.stringify([sort.field, sort.order]));
  const activeFilter = Object.fromEntries(Object.entries(filter ?? {}).filter(([, value]) => value !== undefined && value !== ''));
  if (Object.keys(activeFilter).length > 0) query.set('filter', JSON.stringify(activeFilter));
  const qs = query.toString();
  return `${apiUrl}/${resource}/export${qs ? `?${qs}` : ''}`;
}

export function createDataProvider(apiUrl = '/api/admin', client: HttpClient = httpClient): HomewardDataProvider {
  const base = simpleRestProvider(apiUrl, client);
  return {
    ...base,
    getStats: () => client(`${apiUrl}/stats`).then(({ json }) => json as AdminStatsDto),
    getOfficialFactsReview: () => client(`${apiUrl}/official-facts`).then(({ json }) => json as OfficialFactsReviewDto),
    getServices: () => client('/api/services').then(({ json }) => json as ServiceDto[]),
    ...adminTeamCalls(apiUrl, client),
    ...partnerAdminCalls(apiUrl, client),
    ...heldRequestCalls(apiUrl, client),
    ...claimAdminCalls(apiUrl, client),
    ...noticeAdminCalls(apiUrl, client),
    exportCsv: (resource, params) => client(exportUrl(apiUrl, resource, params), { headers: new Headers({ Accept: 'text/csv' }) }).then(({ body }) => body),
    resendLeadEmail: (resource, id) =>
      client(`${apiUrl}/${resource}/${encodeURIComponent(String(id))}/resend`, { method: 'POST', body: '{}' }).then(({ json }) => json as LeadDeliveryDto),
  };
}
