import { useMutation } from '@tanstack/react-query';
import type { ProviderLeadInput } from '@homeward/domain';
import { apiSend } from '../../../lib/api-client.js';

export function submitProviderLead(input: ProviderLeadInput): Promise<unknown> {
  return apiSend<unknown>('POST', '/api/leads/provider', input);
}

export function useSubmitProviderLead() {
  return useMutation({ mutationFn: submitProviderLead });
}
