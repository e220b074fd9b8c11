import { abnLookupUrl, checkAbn, formatAbn, type ClaimStatus } from '@homeward/domain';

export const CLAIM_STATUS_LABELS: Readonly<Record<ClaimStatus, string>> = {
  pending: 'Waiting for us',
  approved: 'Approved',
  declined: 'Declined',
};

/** The ABN as the ABR writes it, whether its check digits hold, and where to look it up. */
export function abnFacts(abn: string): { text: string; valid: boolean; check: string; lookupUrl: string } {
  const valid = checkAbn(abn) === 'valid';
  return { text: formatAbn(abn), valid, check: valid ? 'Check digits OK' : 'Check digits wrong', lookupUrl: abnLookupUrl(abn) };
}

export const CLAIM_TOASTS = {
  approved: { title: 'Claim approved', description: 'The invitation is on its way to the claimant.' },
  declined: { title: 'Claim declined', description: 'The claimant is emailed your reason.' },
} as const;
