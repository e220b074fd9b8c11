import type { CreatePartnerInvitationInput, ModerationRequestDto, OverdueLeadDto, ProviderUsersDto } from '@homeward/domain';
import type { HttpClient } from '../../lib/data-provider.js';

/** The admin's calls about provider users, the moderation queue and overdue leads. */
export interface PartnerAdminCalls {
  getProviderUsers(providerId: number): Promise<ProviderUsersDto>;
  inviteProviderUser(providerId: number, invite: CreatePartnerInvitationInput): Promise<unknown>;
  resendPartnerInvitation(id: number): Promise<unknown>;
  revokePartnerInvitation(id: number): Promise<unknown>;
  setPartnerUserActive(id: number, active: boolean): Promise<unknown>;
  getModerationQueue(): Promise<ModerationRequestDto[]>;
  approveModeration(id: number): Promise<unknown>;
  rejectModeration(id: number, reason: string): Promise<unknown>;
  getOverdueLeads(): Promise<OverdueLeadDto[]>;
}

const post = (body: unknown = {}) => ({ method: 'POST', body: JSON.stringify(body) });
const idPart = (id: number) => encodeURIComponent(String(id));

export function partnerAdminCalls(apiUrl: string, client: HttpClient): PartnerAdminCalls {
  const call = <T>(path: string, init?: RequestInit) => client(`${apiUrl}${path}`, init).then(({ json }) => json as T);
  return {
    getProviderUsers: (providerId) => call(`/providers/${idPart(providerId)}/users`),
    inviteProviderUser: (providerId, invite) => call(`/providers/${idPart(providerId)}/invitations`, post(invite)),
    resendPartnerInvitation: (id) => call(`/partner-invitations/${idPart(id)}/resend`, post()),
    revokePartnerInvitation: (id) => call(`/partner-invitations/${idPart(id)}/revoke`, post()),
    setPartnerUserActive: (id, active) => call(`/partner-users/${idPart(id)}/${active ? 'reactivate' : 'deactivate'}`, post()),
    getModerationQueue: () => call('/moderation'),
    approveModeration: (id) => call(`/moderation/${idPart(id)}/approve`, post()),
    rejectModeration: (id, reason) => call(`/moderation/${idPart(id)}/reject`, post({ reason })),
    getOverdueLeads: () => call('/leads/overdue'),
  };
}
