/** The directory's and the console's provider JSON shapes, and the locations'. */
import type { StateCode } from '../shared/constants.js';
import type { RadiusKm } from './geo.js';
import type { ProviderSort } from './places.js';
import type { PriceFromDto, ProviderPriceDto } from '../pricing/pricing-dto.js';
import type { AcceptingNewClients, DiverseNeedCode, LanguageCode, RegistrationCategory } from './provider-attributes.js';
import type { ListingProvenance } from './listing.js';

/** A provider's languages, diverse needs, intake status and registration categories. */
export interface ProviderAttributes {
  /** Codes of PROVIDER_LANGUAGES, in list order. */
  languages: LanguageCode[];
  /** Codes of DIVERSE_NEEDS, in list order. */
  diverseNeeds: DiverseNeedCode[];
  /** null: the provider has not said. */
  acceptingNewClients: AcceptingNewClients | null;
  /** YYYY-MM-DD: when acceptingNewClients was last confirmed; null when never. */
  acceptingConfirmedAt: string | null;
  /** Commission registration categories (1-6) held, ascending. */
  registrationCategories: RegistrationCategory[];
}

export interface ProviderServiceRef {
  id: number;
  name: string;
}

/** What the directory and the console both read of a provider: who it is, where, its listing and attributes. */
export interface ProviderListingFields extends ProviderAttributes {
  id: number;
  businessName: string;
  name: string | null;
  email: string;
  phone: string;
  website: string | null;
  address: string;
  suburb: string;
  state: StateCode;
  postcode: string;
  description: string | null;
  rating: number;
  isHighlighted: boolean;
  servicesOffered: number[];
  serviceAreas: string[];
}

/** A directory card's data (public search result). */
export interface ProviderSearchResult extends ProviderListingFields {
  totalReviews: number;
  services: ProviderServiceRef[];
  /** Kilometres (1 decimal) from the searched place; null without `near` or when the provider has no coordinates. */
  distanceKm: number | null;
  /** One of the provider's service areas names the searched postcode or suburb (false without `near`). */
  servesSearchedArea: boolean;
  /** GET /api/providers/search only: the lowest standard price among the services filtered on, or null. */
  priceFrom?: PriceFromDto | null;
  /**
   * The first Australian date on which "raised prices more than twice in 12 months" stops applying
   * (libs/domain pricesRaisedOften); null when it does not apply.
   */
  frequentPriceRisesUntil?: string | null;
  /** Where the listing's facts come from: the government's list or the provider/team, claimed or not. */
  listing: ListingProvenance;
  /** How many offices the organisation works from (0 when it has no known address point). */
  officeCount: number;
  /**
   * servesSearchedArea came from the estimate (the place is within an office's visit radius; the provider has listed
   * no service areas of its own), not from the provider's word.
   */
  visitsEstimated: boolean;
  /** Near a place: the suburb, state and postcode of the organisation's office nearest to it (distanceKm is to it); null without a place. */
  nearestOffice: { suburb: string; state: string; postcode: string } | null;
  /** GET /api/providers/search: the regulator has a notice in force against the provider. */
  hasCurrentNotice?: boolean;
}

/** GET /api/providers/search query (all optional). The response is a plain array; header X-Has-More says whether another page exists. */
export interface ProviderSearchParams {
  q?: string;
  /** A state code, or 'all'. */
  state?: string;
  /** Comma-joined service ids; a provider must offer all of them. */
  services?: string;
  /** A 4-digit postcode or a suburb, optionally with state and/or postcode: '3056', 'Brunswick', 'Brunswick VIC 3056'. */
  near?: string;
  /** One of RADIUS_OPTIONS_KM; needs near. */
  radiusKm?: RadiusKm;
  /** 'relevance' (default) or 'distance' (needs near). */
  sort?: ProviderSort;
  /** 1-100, default 20. */
  limit?: number;
  /** 0-10000, default 0. */
  offset?: number;
  /** Comma-joined language codes: providers speaking any of them. */
  languages?: string;
  /** Comma-joined diverse-need codes: providers serving any of them. */
  diverseNeeds?: string;
  /** Comma-joined yes / waitlist / no: providers with any of these statuses. */
  acceptingNewClients?: string;
}

/** An Australian locality (GET /api/locations, GET /api/locations/:postcode). */
export interface LocationDto {
  postcode: string;
  locality: string;
  state: StateCode;
  latitude: number;
  longitude: number;
}

/** A provider as the admin console reads and writes it. */
export interface AdminProviderDto extends ProviderListingFields {
  /** Where lead emails go; null means the provider's email. */
  leadEmail: string | null;
  reviewCount: number;
  isActive: boolean;
  displayPriority: number;
  /** Read-only: set by the server from postcode and suburb; null when the postcode is not in the locations table. */
  latitude: number | null;
  longitude: number | null;
  /** The price list (offered services only; priced ones). Sent back with the form; absent in a write: left alone. */
  prices: ProviderPriceDto[];
  /** Read-only: set by the server when the price list is saved. */
  pricesUpdatedAt: string | null;
  listing: ListingProvenance;
  createdAt: string;
  updatedAt: string;
}
