import type { OfficialOffice, OfficialOrganisation } from '@homeward/domain';
import { coordinateColumns } from '../provider-coordinates.js';

/** The columns of an organisation's listing that the list gives: its main office's place, with the derived coordinates. */
export function mainOfficeColumns(organisation: OfficialOrganisation): Record<string, unknown> {
  const main = organisation.mainOffice;
  return {
    address: main.address,
    suburb: main.suburb,
    state: main.state,
    postcode: main.postcode,
    ...coordinateColumns({ lat: main.latitude, lng: main.longitude }),
  };
}

/**
 * A listing as the list makes it, unclaimed: the list's name, type and main office, and nothing nobody gave us
 * (no contact person, email, phone, website, description, stars or reviews). The search card is built at start.
 */
export function newOrganisationColumns(organisation: OfficialOrganisation, editionDate: string, stamp: string): Record<string, unknown> {
  return {
    businessName: organisation.name,
    name: null,
    email: '',
    phone: '',
    website: null,
    description: null,
    rating: 0,
    reviewCount: 0,
    isActive: 1,
    isHighlighted: 0,
    displayPriority: 0,
    ...mainOfficeColumns(organisation),
    listingSource: 'official',
    organisationType: organisation.organisationType,
    officialName: organisation.name,
    officialListDate: editionDate,
    claimedAt: null,
    confirmedAt: null,
    createdAt: stamp,
    updatedAt: stamp,
  };
}

/** An office of the list as provider_offices holds it, in OFFICE_COLUMNS' order. */
export function officeRow(providerId: number, office: OfficialOffice, stamp: string): unknown[] {
  return [providerId, ...officeFields(office), null, stamp, stamp];
}

/** What the list says of an office, in the column order an insert and an update share (serviceNames to officialKey). */
export function officeFields(office: OfficialOffice): unknown[] {
  return [
    JSON.stringify(office.serviceNames),
    office.address,
    office.suburb,
    office.state,
    office.postcode,
    office.latitude,
    office.longitude,
    office.remoteness,
    office.visitRadiusKm,
    office.key,
  ];
}
