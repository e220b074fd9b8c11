import { useMutation } from '@tanstack/react-query';
import type { CalculatorLeadInput } from '@homeward/domain';
import { apiSend } from '../../../lib/api-client.js';

export function submitCalculatorLead(input: CalculatorLeadInput): Promise<unknown> {
  return apiSend<unknown>('POST', '/api/leads/calculator', input);
}

/** Only an OK status matters (spec section 7); nothing is cached, so nothing is invalidated. */
export function useSubmitCalculatorLead() {
  return useMutation({ mutationFn: submitCalculatorLead });
}
