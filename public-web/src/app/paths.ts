/** Every route of the site, written once. Links and the route table read from here. */
export const paths = {
  home: '/',
  calculator: '/calculator',
  services: '/services',
  eligibility: '/eligibility',
  providers: '/providers',
  transition: '/transition',
  assessmentSystem: '/assessment-system',
  regulatoryFramework: '/regulatory-framework',
  appeals: '/appeals',
  providerDirectory: '/provider-directory',
  /** A provider's own page, rendered by the API at request time. */
  providerProfile: '/provider-directory/:id',
  assessmentMaximizer: '/assessment-maximizer',
  pathwayFinder: '/find-my-pathway',
  priceCheck: '/price-check',
  /** Is my statement right? A statement checked in the browser, never sent. */
  statementChecker: '/check-my-statement',
  contactUs: '/contact-us',
  faqs: '/faqs',
  resources: '/resources',
  aboutUs: '/about-us',
  /** Where the directory's listings come from: the government's list, its licence and what we changed. */
  aboutOurData: '/about-our-data',
  privacy: '/privacy',
  /** What has changed in Support at Home: every change to an official figure or rule, with anchors. */
  updates: '/updates',
  /** "Is this your organisation?": the claim of a listing, with ?provider=<id> (claimListingPath). */
  claimListing: '/claim-your-listing',
  /** The family's shortlist, kept in this browser; ?link= opens a shared one. */
  shortlist: '/shortlist',
  /** Up to 4 of the shortlist side by side: ?ids=1,2,3. */
  shortlistCompare: '/shortlist/compare',
  adminLogin: '/domainauth',
  adminDashboard: '/domainauth/dashboard',
  /** The provider portal: the admin remote's second module, not in the public navigation. */
  partnerPortal: '/partners',
} as const;

/** '/check-my-statement?provider=12': the statement checker with a provider chosen (from its page). */
export function statementCheckerPath(providerId: number): string {
  return `${paths.statementChecker}?provider=${providerId}`;
}

export type PathKey = keyof typeof paths;

/** Where someone from an organisation asks to take over its listing (the claim page). */
export const CLAIM_LISTING_PATH = paths.claimListing;

/** '/claim-your-listing?provider=12': the claim page with the listing chosen (from a card or a provider page). */
export function claimListingPath(providerId: number): string {
  return `${CLAIM_LISTING_PATH}?provider=${providerId}`;
}

/** '/shortlist/compare?ids=3,7,12': the comparison of these providers, in this order. */
export function shortlistComparePath(ids: readonly number[]): string {
  return `${paths.shortlistCompare}?ids=${ids.join(',')}`;
}

/** '/provider-directory/12' */
export function providerProfilePath(id: number): string {
  return paths.providerProfile.replace(':id', String(id));
}

/** The items of the top bar and the mobile menu: the spec's 7, in its order, the pathway finder and, after them, the price check and the statement check. */
export const mainNavigation: ReadonlyArray<{ label: string; path: string }> = [
  { label: 'Overview', path: paths.home },
  { label: 'Services', path: paths.services },
  { label: 'Calculator', path: paths.calculator },
  { label: 'Assessment Tool', path: paths.assessmentMaximizer },
  { label: 'Pathway Finder', path: paths.pathwayFinder },
  { label: 'Find Providers', path: paths.providerDirectory },
  { label: 'Eligibility', path: paths.eligibility },
  { label: 'Transition', path: paths.transition },
  { label: 'Price Check', path: paths.priceCheck },
  { label: 'Statement Check', path: paths.statementChecker },
];
