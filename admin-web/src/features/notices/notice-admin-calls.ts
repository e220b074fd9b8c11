import type { AdminNoticeDto, AdminProviderNoticesDto, NoticeInput } from '@homeward/domain';
import type { HttpClient } from '../../lib/data-provider.js';

/** The console's calls for a provider's regulatory notices. */
export interface NoticeAdminCalls {
  getProviderNotices(providerId: number): Promise<AdminProviderNoticesDto>;
  createNotice(providerId: number, input: NoticeInput): Promise<AdminNoticeDto>;
  updateNotice(id: number, input: Partial<NoticeInput>): Promise<AdminNoticeDto>;
  markNoticesChecked(providerId: number): Promise<AdminProviderNoticesDto>;
}

const idPart = (id: number) => encodeURIComponent(String(id));

export function noticeAdminCalls(apiUrl: string, client: HttpClient): NoticeAdminCalls {
  const json = <T>(path: string, init?: RequestInit) => client(`${apiUrl}${path}`, init).then(({ json: body }) => body as T);
  return {
    getProviderNotices: (providerId) => json(`/providers/${idPart(providerId)}/notices`),
    createNotice: (providerId, input) => json(`/providers/${idPart(providerId)}/notices`, { method: 'POST', body: JSON.stringify(input) }),
    updateNotice: (id, input) => json(`/notices/${idPart(id)}`, { method: 'PATCH', body: JSON.stringify(input) }),
    markNoticesChecked: (providerId) => json(`/providers/${idPart(providerId)}/notices-checked`, { method: 'POST', body: '{}' }),
  };
}
