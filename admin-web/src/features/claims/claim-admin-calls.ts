import type { ProviderClaimDto } from '@homeward/domain';
import type { HttpClient } from '../../lib/data-provider.js';

/** The team's decisions on a claim (the queue itself is a react-admin list of the 'claims' resource). */
export interface ClaimAdminCalls {
  approveClaim(id: number): Promise<ProviderClaimDto>;
  declineClaim(id: number, reason: string): Promise<ProviderClaimDto>;
}

const post = (body: unknown = {}) => ({ method: 'POST', body: JSON.stringify(body) });
const idPart = (id: number) => encodeURIComponent(String(id));

export function claimAdminCalls(apiUrl: string, client: HttpClient): ClaimAdminCalls {
  const call = (path: string, init: RequestInit) => client(`${apiUrl}${path}`, init).then(({ json }) => json as ProviderClaimDto);
  return {
    approveClaim: (id) => call(`/claims/${idPart(id)}/approve`, post()),
    declineClaim: (id, reason) => call(`/claims/${idPart(id)}/decline`, post({ reason })),
  };
}
