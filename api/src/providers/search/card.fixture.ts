import type { ServiceDto } from '@homeward/domain';
import { buildCatalog } from '../../catalog/catalog.service.js';
import type { Candidate } from './ordering.js';

/*
 * Spec support for the card and search specs (test fixture, not product code): the catalogue and
 * provider their cards are built from.
 */

export const catalogService = (id: number, name: string) =>
  ({ id, name, category: 'Clinical', description: '', hourlyRate: '1.00', icon: 'x', isContributable: false }) as ServiceDto;

/** Catalogue order: Personal care (5) before Nursing care (2). */
export const cardCatalog = (nursingCare = 'Nursing care') => buildCatalog([], [catalogService(5, 'Personal care'), catalogService(2, nursingCare)]);

/** The sample provider's text fields: the card sends them as the row holds them. */
export const PROVIDER_TEXT = {
  businessName: 'B',
  name: null,
  email: 'e@x.example',
  phone: '1',
  website: null,
  address: 'a',
  suburb: 'Brunswick',
  state: 'VIC',
  postcode: '3056',
  description: null,
} as const;

/** A listing the team entered, as the providers table holds it, then as the card says it. */
export const TEAM_LISTING_COLUMNS = {
  listingSource: 'team',
  officialListDate: null,
  organisationType: null,
  claimedAt: null,
  confirmedAt: null,
  officeCount: 1,
};
export const TEAM_LISTING = {
  listing: { source: 'team', officialListDate: null, organisationType: null, claimed: false, confirmedAt: null },
  officeCount: 1,
} as const;

/** A provider that has given none of its attributes: the columns, then the card's fields. */
export const NO_ATTRIBUTE_COLUMNS = { languageMask: 0, diverseNeedMask: 0, registrationCategoryMask: 0, acceptingNewClients: null, acceptingConfirmedAt: null };

/** A search candidate that ties with the others on everything the fields given do not set. */
export const candidate = (id: number, fields: Partial<Candidate> = {}): Candidate => ({
  id,
  isHighlighted: 0,
  displayPriority: 0,
  rating: 4,
  businessName: `P${id}`,
  distance: null,
  ...fields,
});
