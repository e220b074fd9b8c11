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
  assessmentMaximizer: '/assessment-maximizer',
  contactUs: '/contact-us',
  faqs: '/faqs',
  resources: '/resources',
  aboutUs: '/about-us',
  privacy: '/privacy',
  adminLogin: '/domainauth',
  adminDashboard: '/domainauth/dashboard',
} as const;

export type PathKey = keyof typeof paths;

/** The 7 items of the top bar and the mobile menu, in the spec's order. */
export const mainNavigation: ReadonlyArray<{ label: string; path: string }> = [
  { label: 'Overview', path: paths.home },
  { label: 'Services', path: paths.services },
  { label: 'Calculator', path: paths.calculator },
  { label: 'Assessment Tool', path: paths.assessmentMaximizer },
  { label: 'Find Providers', path: paths.providerDirectory },
  { label: 'Eligibility', path: paths.eligibility },
  { label: 'Transition', path: paths.transition },
];
