import { CLAIM_FIELDS, claimFieldErrors, type ClaimField, type ProviderClaimInput, type ProviderClaimReceiptDto } from '@homeward/domain';
import { apiErrorOf } from '@homeward/domain';
import { apiSend } from '../../lib/api-client.js';

/** What the person types: every field as text, kept whatever happens to a send. */
export type ClaimFormValues = ProviderClaimInput;

export const EMPTY_CLAIM_FORM: ClaimFormValues = { claimantName: '', claimantRole: '', workEmail: '', phone: '', abn: '' };

export type ClaimFieldErrors = Partial<Record<ClaimField, string>>;

/** The same rules and words the server applies (libs/domain), checked before anything is sent. */
export function checkClaimForm(values: ClaimFormValues): ClaimFieldErrors {
  return claimFieldErrors(values);
}

/** POST /api/providers/:id/claims. Rejects with Error("STATUS: body") as every call of the site does. */
export function submitClaim(providerId: number, values: ClaimFormValues): Promise<ProviderClaimReceiptDto> {
  return apiSend<ProviderClaimReceiptDto>('POST', `/api/providers/${providerId}/claims`, values);
}

/** What went wrong with a send, in words for the page: the fields the server named, or one message. */
export interface ClaimSendProblem {
  fields: ClaimFieldErrors;
  message: string;
}

const SEND_FAILED = 'We could not send your claim just now. Please check your connection and try again in a few minutes.';

export function claimSendProblem(error: unknown): ClaimSendProblem {
  const body = apiErrorOf(error);
  // No answer, or not the API's (a proxy's page): the plain message.
  if (body === null) return { fields: {}, message: SEND_FAILED };
  const fields: ClaimFieldErrors = {};
  for (const field of CLAIM_FIELDS) {
    const text = body.fields?.[field];
    if (typeof text === 'string') fields[field] = text;
  }
  if (Object.keys(fields).length > 0) return { fields, message: 'Please check the fields marked below.' };
  if (body.code === 'PROVIDER_NOT_FOUND')
    return { fields, message: 'We could not find this organisation on Homeward. It may have been taken off the directory.' };
  const tooMany = body.code === 'TOO_MANY_CLAIMS' || body.code === 'TOO_MANY_REQUESTS';
  if (tooMany && typeof body.message === 'string') return { fields, message: body.message };
  if (tooMany) return { fields, message: 'Too many claims have been sent from here. Please wait a few minutes and try again.' };
  return { fields, message: SEND_FAILED };
}
