import { toProviderInput } from '../../features/providers/provider-form.js';
import type { ModeratedField, PartnerListingDto, PartnerListingInput, ModerationRequestDto } from '../api-types.js';

/** The fields the listing form sends; the server decides which go live and which wait for approval. */
export const LISTING_FIELDS = [
  'businessName',
  'email',
  'phone',
  'website',
  'description',
  'servicesOffered',
  'serviceAreas',
  'languages',
  'diverseNeeds',
  'registrationCategories',
  'acceptingNewClients',
] as const satisfies ReadonlyArray<keyof PartnerListingInput>;

export const MODERATED_FIELDS: readonly ModeratedField[] = ['businessName', 'website', 'description'];

export const FIELD_LABELS: Record<ModeratedField, string> = { businessName: 'Business name', website: 'Website', description: 'Description' };

/**
 * What the form holds -> the listing as the API takes it, by the admin form's own conversion (trimmed, blanks as
 * null, lists in their canonical order), keeping only the fields a provider edits.
 */
export function toListingInput(values: Partial<PartnerListingDto>): PartnerListingInput {
  const all = toProviderInput(values);
  return Object.fromEntries(LISTING_FIELDS.map((field) => [field, all[field]])) as PartnerListingInput;
}

/** Only what the provider changed: nothing else is sent, so an untouched name never queues a request. */
export function changedListing(before: PartnerListingDto, values: Partial<PartnerListingDto>): PartnerListingInput {
  const was = toListingInput(before);
  const now = toListingInput(values);
  const changed: Record<string, unknown> = {};
  for (const field of LISTING_FIELDS) {
    if (JSON.stringify(was[field]) !== JSON.stringify(now[field])) changed[field] = now[field];
  }
  return changed as PartnerListingInput;
}

/** The provider's changes still waiting for approval, one per field (the latest). */
export function pendingByField(pending: readonly ModerationRequestDto[]): Partial<Record<ModeratedField, ModerationRequestDto>> {
  const out: Partial<Record<ModeratedField, ModerationRequestDto>> = {};
  for (const change of pending) if (change.status === 'pending') out[change.field] = change;
  return out;
}
