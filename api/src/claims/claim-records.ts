import { isValidAbn, type ProviderClaimDto } from '@homeward/domain';
import type { ProviderClaim } from './provider-claim.entity.js';

/** The organisation a claim is about, as the console shows it beside the claim. */
export interface ClaimedOrganisation {
  businessName: string;
  claimedAt: Date | null;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function toClaimDto(claim: ProviderClaim, organisation: ClaimedOrganisation | undefined): ProviderClaimDto {
  return {
    id: claim.id,
    providerId: claim.providerId,
    providerName: organisation?.businessName ?? '',
    providerClaimedAt: iso(organisation?.claimedAt ?? null),
    claimantName: claim.claimantName,
    claimantRole: claim.claimantRole,
    workEmail: claim.workEmail,
    phone: claim.phone,
    abn: claim.abn,
    abnValid: isValidAbn(claim.abn),
    status: claim.status,
    isDispute: Boolean(claim.isDispute),
    decisionReason: claim.decisionReason,
    decidedBy: claim.decidedBy,
    decidedAt: iso(claim.decidedAt),
    createdAt: iso(claim.createdAt)!,
  };
}
