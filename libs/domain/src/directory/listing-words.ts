/**
 * How the public site speaks of a listing's provenance: the kind of listing, the words of
 * its source line, the list's organisation types in plain words, and whether its page is for search engines.
 */
import { formatFactDate } from '../funding/facts.js';
import { australianDate } from '../shared/calendar.js';
import { officialSourceLine, type ListingProvenance, type ProviderOfficeDto } from './listing.js';

/**
 * unclaimed: built from the government's list, nobody from the organisation has claimed it yet (only the list's
 * facts: name, type, offices); claimed: from the list, kept up to date by the provider; team: entered by the
 * Homeward team (shown as it always was).
 */
export type ListingKind = 'unclaimed' | 'claimed' | 'team';

export function listingKind(listing: Pick<ListingProvenance, 'source' | 'claimed'>): ListingKind {
  if (listing.source === 'team') return 'team';
  return listing.claimed ? 'claimed' : 'unclaimed';
}

/** The list's organisation types (its "Organisation Type" column), as a family would say them. */
export const ORGANISATION_TYPE_WORDS: Readonly<Record<string, string>> = {
  charitable: 'A charity',
  religious: 'A church or religious organisation',
  'community based': 'A community organisation',
  'state government': 'Run by the state government',
  'local government': 'Run by the local council',
  'private incorporated body': 'A private company',
  'publicly listed company': 'A company listed on the stock exchange',
};

/** 'Private Incorporated Body' -> 'A private company'; a type the table does not know is shown as the list writes it; null for none. */
export function organisationTypeWords(type: string | null | undefined): string | null {
  const text = (type ?? '').trim();
  if (!text) return null;
  return ORGANISATION_TYPE_WORDS[text.toLowerCase()] ?? text;
}

/** The source line of a listing nobody has claimed yet, dated with the list's edition ('30 June 2025'). */
export function unclaimedSourceLine(listing: Pick<ListingProvenance, 'officialListDate'>): string {
  if (listing.officialListDate) return officialSourceLine(formatFactDate(listing.officialListDate));
  return "From the Australian Government's list of home-care services. Not yet confirmed by the provider.";
}

/** A claimed listing's line: who keeps it up to date. */
export const CLAIMED_LISTING_WORDS = 'Kept up to date by the provider';

/** 'Last confirmed 3 November 2026' (the date in Australia); null when the provider never confirmed it. */
export function lastConfirmedText(confirmedAt: string | null): string | null {
  const instant = confirmedAt ? new Date(confirmedAt) : null;
  if (!instant || Number.isNaN(instant.getTime())) return null;
  return `Last confirmed ${formatFactDate(australianDate(instant))}`;
}

/** A listing the team entered: who listed it. */
export const TEAM_LISTING_WORDS = 'Listed by the Homeward team';

/** What an office's visiting distance is: our estimate from how remote the office is, until the provider says. */
export function visitEstimateText(visitRadiusKm: number): string {
  return `We think they visit people within about ${visitRadiusKm} km of this office. This is our estimate until the provider tells us.`;
}

/** Why a card says "Visits your area (estimate)". */
export const VISITS_ESTIMATE_MEANING =
  'Your place is within the distance we think they travel from one of their offices. We worked this out from how remote the office is. The provider has not told us its areas yet, so ask them.';

/**
 * Whether a provider's page is for search engines (and in the sitemap). A listing someone keeps (claimed, or
 * entered by the team) always is. An unclaimed one is while at least one of its offices is still on the newest
 * list: the page then holds real facts (name, type, offices, and a way to ask them through us, as My Aged Care's
 * own finder shows). When every office has gone from the list it is noindex until the team has checked it.
 */
export function listingIndexable(listing: Pick<ListingProvenance, 'source' | 'claimed'>, officesOnList: number): boolean {
  return listingKind(listing) !== 'unclaimed' || officesOnList > 0;
}

/** listingIndexable for a provider page's profile. */
export function providerPageIndexable(profile: {
  listing: Pick<ListingProvenance, 'source' | 'claimed'>;
  offices: ReadonlyArray<Pick<ProviderOfficeDto, 'goneFromList'>>;
}): boolean {
  return listingIndexable(profile.listing, profile.offices.filter((office) => !office.goneFromList).length);
}

/** GET /api/directory/summary: what the home page says of the directory, counted from the database. */
export interface DirectorySummaryDto {
  /** Listings in the directory (active providers). */
  providers: number;
}
