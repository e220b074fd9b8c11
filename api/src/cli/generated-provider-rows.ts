import { PROVIDER_IDENTITY_FIELDS, PROVIDER_LISTING_FIELDS, PROVIDER_PLACEMENT_FIELDS, serviceAreaKey } from '@homeward/domain';
import { ATTRIBUTE_COLUMNS } from '../providers/provider-attributes.js';
import { COORDINATE_COLUMNS, coordinateValues } from '../providers/provider-coordinates.js';
import { confirmedDate } from './provider-attribute-generator.js';
import type { GeneratedProvider } from './provider-generator.js';

/** The generator's own fields, in the providers table's order; stored as they are but for booleans (1/0). */
const PLAIN_FIELDS = ['id', ...PROVIDER_IDENTITY_FIELDS, ...PROVIDER_LISTING_FIELDS, ...PROVIDER_PLACEMENT_FIELDS] as const;

/** A boolean as the 1/0 its tinyint column holds; anything else as it is. */
const asStored = (value: unknown): unknown => (typeof value === 'boolean' ? Number(value) : value);

/** Generated providers as rows for the batch inserts of generate-providers.ts: the providers table's columns in order. */
export const PROVIDER_COLUMNS = [...PLAIN_FIELDS, ...COORDINATE_COLUMNS, 'createdAt', 'updatedAt', ...ATTRIBUTE_COLUMNS] as const;

/** Insert rows (booleans as 1/0) for providers, provider_services and provider_service_areas. */
export function providerRows(
  providers: readonly GeneratedProvider[],
  timestamp: string,
): { providers: unknown[][]; services: unknown[][]; areas: unknown[][] } {
  const rows = { providers: [] as unknown[][], services: [] as unknown[][], areas: [] as unknown[][] };
  for (const p of providers) {
    rows.providers.push([
      ...PLAIN_FIELDS.map((field) => asStored(p[field])),
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
