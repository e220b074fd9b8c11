import {
  isAustralianPhone,
  isModeratedField,
  PARTNER_LISTING_FIELDS,
  type ModeratedListingField,
  type ModerationRequestDto,
  type PartnerListingDto,
} from '@homeward/domain';
import { toProviderInput } from '../../features/providers/provider-form.js';
import type { PartnerListingInput } from '../partner-inputs.js';

/** The fields the listing form sends; the server decides which go live and which wait for approval. */
export const LISTING_FIELDS = PARTNER_LISTING_FIELDS satisfies ReadonlyArray<keyof PartnerListingInput>;

/**
 * What the form holds -> the listing as the API takes it, by the admin form's own conversion (trimmed, blanks as
 * null, lists in their canonical order), keeping only the fields a provider edits.
 */
export function toListingInput(values: Partial<PartnerListingDto>): PartnerListingInput {
  const { suburb: _suburb, state: _state, postcode: _postcode, ...editable } = values;
  const all = toProviderInput(editable);
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

/** The provider's changes of the public words still waiting for approval, one per field (the latest). */
export function pendingByField(pending: readonly ModerationRequestDto[]): Partial<Record<ModeratedListingField, ModerationRequestDto>> {
  const out: Partial<Record<ModeratedListingField, ModerationRequestDto>> = {};
  for (const change of pending) if (change.status === 'pending' && isModeratedField(change.field)) out[change.field] = change;
  return out;
}

/** Service areas outside the provider's states, waiting for Homeward's approval. */
export function pendingAreas(pending: readonly ModerationRequestDto[]): string[] {
  return pending.filter((c) => c.status === 'pending' && c.field === 'serviceArea' && c.after).map((c) => c.after!);
}

/** An Australian phone number, checked here as the server checks it; the message names the field in words. */
export const PHONE_FORMAT_MESSAGE = 'Enter an Australian phone number, for example 02 9876 5432 or 0412 345 678';
export const phoneFormat = (value: unknown): string | undefined =>
  typeof value !== 'string' || value.trim() === '' || isAustralianPhone(value) ? undefined : PHONE_FORMAT_MESSAGE;
