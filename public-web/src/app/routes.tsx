import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { matchPath, useLocation } from 'react-router';
import { paths } from './paths.js';
import { keptBodyFor } from './prerendered-body/kept-body.js';
import { PrerenderedBody } from './prerendered-body/PrerenderedBody.js';

type PageModule = { default: ComponentType };

export interface PublicRoute {
  path: string;
  /** The webpackChunkName of the page's chunk: the prerender step adds preload hints for it. */
  chunk: string;
  /** Loads the page's chunk (route-level code splitting). */
  load: () => Promise<PageModule>;
  /** Listed in sitemap.xml (every prerendered public page is, unless it says otherwise). */
  sitemap?: boolean;
  /** Rendered by the API at request time from the database (a provider's page), not prerendered. */
  serverRendered?: boolean;
}

/**
 * Every public route of paths.ts. Each page is its own chunk. Before hydrateRoot (and before the prerender
 * renders), the current route's chunk is loaded with preloadRoute(), so the first render is synchronous and
 * matches the prerendered HTML; a reading page's first load keeps its prerendered body instead and never
 * loads its chunk (prerendered-body/kept-body.ts). Later navigations load chunks through React.lazy inside a transition.
 */
export const publicRoutes: readonly PublicRoute[] = [
  { chunk: 'page-home', path: paths.home, load: () => import(/* webpackChunkName: "page-home" */ '../pages/home/HomePage.js') },
  {
    chunk: 'page-calculator',
    path: paths.calculator,
    load: () => import(/* webpackChunkName: "page-calculator" */ '../features/calculator/CalculatorPage.js'),
  },
  { chunk: 'page-services', path: paths.services, load: () => import(/* webpackChunkName: "page-services" */ '../pages/services/ServicesPage.js') },
  {
    chunk: 'page-eligibility',
    path: paths.eligibility,
    load: () => import(/* webpackChunkName: "page-eligibility" */ '../pages/eligibility/EligibilityPage.js'),
  },
  { chunk: 'page-providers', path: paths.providers, load: () => import(/* webpackChunkName: "page-providers" */ '../pages/providers/ProvidersPage.js') },
  { chunk: 'page-transition', path: paths.transition, load: () => import(/* webpackChunkName: "page-transition" */ '../pages/transition/TransitionPage.js') },
  {
    chunk: 'page-assessment-system',
    path: paths.assessmentSystem,
    load: () => import(/* webpackChunkName: "page-assessment-system" */ '../pages/assessment-system/AssessmentSystemPage.js'),
  },
  {
    chunk: 'page-regulatory-framework',
    path: paths.regulatoryFramework,
    load: () => import(/* webpackChunkName: "page-regulatory-framework" */ '../pages/regulatory-framework/RegulatoryFrameworkPage.js'),
  },
  { chunk: 'page-appeals', path: paths.appeals, load: () => import(/* webpackChunkName: "page-appeals" */ '../pages/appeals/AppealsPage.js') },
  {
    chunk: 'page-provider-directory',
    path: paths.providerDirectory,
    load: () => import(/* webpackChunkName: "page-provider-directory" */ '../features/directory/ProviderDirectoryPage.js'),
  },
  {
    chunk: 'page-provider-profile',
    path: paths.providerProfile,
    serverRendered: true,
    sitemap: false,
    load: () => import(/* webpackChunkName: "page-provider-profile" */ '../features/prices/ProviderProfilePage.js'),
  },
  {
    chunk: 'page-assessment-maximizer',
    path: paths.assessmentMaximizer,
    load: () => import(/* webpackChunkName: "page-assessment-maximizer" */ '../features/assessment/AssessmentMaximizerPage.js'),
  },
  {
    chunk: 'page-pathway-finder',
    path: paths.pathwayFinder,
    load: () => import(/* webpackChunkName: "page-pathway-finder" */ '../features/pathways/PathwayFinderPage.js'),
  },
  {
    chunk: 'page-price-check',
    path: paths.priceCheck,
    load: () => import(/* webpackChunkName: "page-price-check" */ '../features/prices/PriceCheckPage.js'),
  },
  {
    chunk: 'page-statement-checker',
    path: paths.statementChecker,
    load: () => import(/* webpackChunkName: "page-statement-checker" */ '../features/statements/StatementCheckerPage.js'),
  },
  { chunk: 'page-contact-us', path: paths.contactUs, load: () => import(/* webpackChunkName: "page-contact-us" */ '../pages/contact-us/ContactUsPage.js') },
  { chunk: 'page-faqs', path: paths.faqs, load: () => import(/* webpackChunkName: "page-faqs" */ '../pages/faqs/FaqsPage.js') },
  { chunk: 'page-resources', path: paths.resources, load: () => import(/* webpackChunkName: "page-resources" */ '../pages/resources/ResourcesPage.js') },
  { chunk: 'page-about-us', path: paths.aboutUs, load: () => import(/* webpackChunkName: "page-about-us" */ '../pages/about-us/AboutUsPage.js') },
  {
    chunk: 'page-about-our-data',
    path: paths.aboutOurData,
    load: () => import(/* webpackChunkName: "page-about-our-data" */ '../pages/about-our-data/AboutOurDataPage.js'),
  },
  { chunk: 'page-privacy', path: paths.privacy, load: () => import(/* webpackChunkName: "page-privacy" */ '../pages/privacy/PrivacyPage.js') },
  { chunk: 'page-updates', path: paths.updates, load: () => import(/* webpackChunkName: "page-updates" */ '../pages/updates/UpdatesPage.js') },
  {
    chunk: 'page-claim-listing',
    path: paths.claimListing,
    // Reached from an organisation's listing (?provider=12): left out of the sitemap.
    sitemap: false,
    load: () => import(/* webpackChunkName: "page-claim-listing" */ '../features/claims/ClaimListingPage.js'),
  },
  {
    chunk: 'page-shortlist',
    path: paths.shortlist,
    // Kept in each browser, so nothing for a search engine: out of the sitemap, and the page says noindex.
    sitemap: false,
    load: () => import(/* webpackChunkName: "page-shortlist" */ '../features/shortlist/ShortlistPage.js'),
  },
  {
    chunk: 'page-shortlist-compare',
    path: paths.shortlistCompare,
    sitemap: false,
    load: () => import(/* webpackChunkName: "page-shortlist-compare" */ '../features/shortlist/ComparePage.js'),
  },
];

/** Any path that matches nothing: prerendered as 404.html and served with status 404. */
export const notFoundRoute: PublicRoute = {
  path: '*',
  chunk: 'page-not-found',
  load: () => import(/* webpackChunkName: "page-not-found" */ '../pages/not-found/NotFoundPage.js'),
  sitemap: false,
};

/** Admin paths: no top bar or footer, client-only, the admin remote loaded on demand. */
export const ADMIN_ROUTE_PATTERN = `${paths.adminLogin}/*`;

/** The provider portal's paths: like the admin's, no public chrome, client-only, from the same remote. */
export const PARTNER_ROUTE_PATTERN = `${paths.partnerPortal}/*`;

/** A path the remote renders (the admin console or the provider portal): never prerendered, no chunk of the public site. */
export function isAdminPath(pathname: string): boolean {
  return matchPath(ADMIN_ROUTE_PATTERN, pathname) !== null || matchPath(PARTNER_ROUTE_PATTERN, pathname) !== null;
}

export function findPublicRoute(pathname: string): PublicRoute {
  return publicRoutes.find((r) => matchPath({ path: r.path, end: true }, pathname) !== null) ?? notFoundRoute;
}

const loaded = new Map<PublicRoute, ComponentType>();
const lazies = new Map<PublicRoute, LazyExoticComponent<ComponentType>>();

/** Loads a route's chunk and remembers its component. */
export async function preloadRoute(route: PublicRoute): Promise<ComponentType> {
  const cached = loaded.get(route);
  if (cached) return cached;
  const component = (await route.load()).default;
  loaded.set(route, component);
  return component;
}

/**
 * One React.lazy per route, so the component type never changes for a route (no remount). When the chunk is
 * already loaded, the loader returns a thenable that resolves synchronously: React then renders the page
 * at once instead of suspending, which is what lets hydration match the prerendered HTML.
 */
export function lazyPage(route: PublicRoute): LazyExoticComponent<ComponentType> {
  let Lazy = lazies.get(route);
  if (!Lazy) {
    Lazy = lazy(() => {
      const component = loaded.get(route);
      if (component) {
        const syncModule = { default: component };
        return { then: (resolve: (m: typeof syncModule) => void) => resolve(syncModule) } as unknown as Promise<typeof syncModule>;
      }
      return preloadRoute(route).then((c) => ({ default: c }));
    });
    lazies.set(route, Lazy);
  }
  return Lazy;
}

/** The route's page; on a reading page's first load, its prerendered body as it is (prerendered-body/). */
export function RoutePage({ route }: { route: PublicRoute }) {
  const { pathname } = useLocation();
  const kept = keptBodyFor(pathname);
  if (kept) return <PrerenderedBody body={kept} />;
  const Page = lazyPage(route);
  return <Page />;
}
