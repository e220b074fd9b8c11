import {
  DIVERSE_NEEDS,
  PROVIDER_IDENTITY_FIELDS,
  PROVIDER_LANGUAGES,
  PROVIDER_LISTING_FIELDS,
  PROVIDER_PLACEMENT_FIELDS,
  REGISTRATION_CATEGORIES,
  attributeMask,
  type AdminProviderDto,
} from '@homeward/domain';
import { columnsFromAttributes } from './provider-attributes.js';
import { sameList, sameSet, serviceAreaNames, storedWebsite } from './provider-records.js';
import type { CreateProviderDto } from './dto/create-provider.dto.js';

/** The fields stored as sent (the website gains its scheme, so it is compared after storedWebsite). */
const AS_SENT: ReadonlyArray<keyof CreateProviderDto & keyof AdminProviderDto> = [
  ...PROVIDER_IDENTITY_FIELDS,
  'leadEmail',
  ...PROVIDER_LISTING_FIELDS.filter((field) => field !== 'website'),
  ...PROVIDER_PLACEMENT_FIELDS,
];

/**
 * The fields a CSV row would change on the provider it matches, worked out the way
 * ProviderWriter writes them (website with its scheme, areas trimmed and once each, list codes
 * as masks, a status sent without a date confirmed `today`). None: the row is unchanged, so the dry run
 * says so and applying leaves that provider alone (no write, no audit entry). A field the row does not
 * carry (its column left out) is never a change.
 */
export function providerCsvChanges(stored: AdminProviderDto, sent: CreateProviderDto, today: string): string[] {
  const changed: string[] = AS_SENT.filter((field) => sent[field] !== undefined && (sent[field] ?? null) !== stored[field]);
  if (sent.website !== undefined && (storedWebsite(sent.website) ?? null) !== stored.website) changed.push('website');
  if (sent.servicesOffered !== undefined && !sameSet(sent.servicesOffered, stored.servicesOffered)) changed.push('servicesOffered');
  if (sent.serviceAreas !== undefined && !sameList(serviceAreaNames(sent.serviceAreas), stored.serviceAreas)) changed.push('serviceAreas');

  const columns = columnsFromAttributes(sent, today);
  if (columns.languageMask !== undefined && columns.languageMask !== attributeMask(PROVIDER_LANGUAGES, stored.languages)) changed.push('languages');
  if (columns.diverseNeedMask !== undefined && columns.diverseNeedMask !== attributeMask(DIVERSE_NEEDS, stored.diverseNeeds)) changed.push('diverseNeeds');
  if (
    columns.registrationCategoryMask !== undefined &&
    columns.registrationCategoryMask !== attributeMask(REGISTRATION_CATEGORIES, stored.registrationCategories)
  ) {
    changed.push('registrationCategories');
  }
  if (columns.acceptingNewClients !== undefined && columns.acceptingNewClients !== stored.acceptingNewClients) changed.push('acceptingNewClients');
  if (columns.acceptingConfirmedAt !== undefined && columns.acceptingConfirmedAt !== stored.acceptingConfirmedAt) changed.push('acceptingConfirmedAt');
  return changed;
}
