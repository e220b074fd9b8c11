/**
 * A provider's own fields as the providers table, the API and the CSV all spell them, in runs that every list
 * of provider columns keeps in this order (the CSV header, the generator's INSERT, the card's SELECT). Each
 * list is built from these runs, so a name is written once.
 */

/** Who the provider is and where its mail goes (the CSV puts leadEmail right after them). */
export const PROVIDER_IDENTITY_FIELDS = ['businessName', 'name', 'email'] as const;

/** What its listing shows: how to call it, where it is, what it says about itself and how it is rated. */
export const PROVIDER_LISTING_FIELDS = ['phone', 'website', 'address', 'suburb', 'state', 'postcode', 'description', 'rating', 'reviewCount'] as const;

/** How the console places a listing: shown at all, highlighted, and how far up. */
export const PROVIDER_PLACEMENT_FIELDS = ['isActive', 'isHighlighted', 'displayPriority'] as const;

export type ProviderIdentityField = (typeof PROVIDER_IDENTITY_FIELDS)[number];
export type ProviderListingField = (typeof PROVIDER_LISTING_FIELDS)[number];
export type ProviderPlacementField = (typeof PROVIDER_PLACEMENT_FIELDS)[number];
