import { serviceAreaKey } from '@homeward/domain';
import { COORDINATE_COLUMNS, coordinateValues } from '../providers/provider-coordinates.js';
import { confirmedDate } from './provider-attribute-generator.js';
import type { GeneratedProvider } from './provider-generator.js';

/** Generated providers as rows for the batch inserts of generate-providers.ts: the providers table's columns in order. */
export const PROVIDER_COLUMNS = [
  'id',
  'businessName',
  'name',
  'email',
  'phone',
  'website',
  'address',
  'suburb',
  'state',
  'postcode',
  'description',
  'rating',
  'reviewCount',
  'isActive',
  'isHighlighted',
  'displayPriority',
  ...COORDINATE_COLUMNS,
  'createdAt',
  'updatedAt',
  'languageMask',
  'diverseNeedMask',
  'registrationCategoryMask',
  'acceptingNewClients',
  'acceptingConfirmedAt',
] as const;

/** Insert rows (booleans as 1/0) for providers, provider_services and provider_service_areas. */
export function providerRows(
  providers: readonly GeneratedProvider[],
  timestamp: string,
): { providers: unknown[][]; services: unknown[][]; areas: unknown[][] } {
  const rows = { providers: [] as unknown[][], services: [] as unknown[][], areas: [] as unknown[][] };
  for (const p of providers) {
    rows.providers.push([
      p.id,
      p.businessName,
      p.name,
      p.email,
      p.phone,
      p.website,
      p.address,
      p.suburb,
      p.state,
      p.postcode,
      p.description,
      p.rating,
      p.reviewCount,
      p.isActive ? 1 : 0,
      p.isHighlighted ? 1 : 0,
      p.displayPriority,
      ...coordinateValues({ lat: p.latitude, lng: p.longitude }),
      timestamp,
      timestamp,
      p.attributes.languageMask,
      p.attributes.diverseNeedMask,
      p.attributes.registrationCategoryMask,
      p.attributes.acceptingNewClients,
      confirmedDate(p.attributes, timestamp),
    ]);
    for (const serviceId of p.serviceIds) rows.services.push([p.id, serviceId]);
    p.serviceAreas.forEach((area, position) => rows.areas.push([p.id, area, position, serviceAreaKey(area)]));
  }
  return rows;
}
