import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { App } from './app/App.js';
import { paths, providerProfilePath } from './app/paths.js';
import { AppProviders } from './app/providers.js';
import { firstLoadBudgetFor } from './app/first-load-budget.js';
import { entryLoaderScript } from './app/entry-loader.js';
import { textSizeBootScript } from './app/layout/text-size.js';
import { keepsPrerenderedBody } from './app/prerendered-body/kept-body.js';
import { findPublicRoute, notFoundRoute, preloadRoute, publicRoutes, type PublicRoute } from './app/routes.js';
import { SITE_ORIGIN } from './config.js';
import { createQueryClient } from './lib/query-client.js';
import { pageNear, seedProviderProfile, type ProviderPageData } from './api/provider-page-data.js';
import type { QueryClient } from '@tanstack/react-query';

export { siteStyles } from './app/styles/site-styles.js';

export interface RenderResult {
  /** The body markup; React 19 puts hoisted <title>/<meta>/<link> tags at its very start. */
  html: string;
  /** <style data-emotion> tags with the critical CSS of this page (the static stylesheet, siteStyles, is in the template). */
  styles: string;
}

/**
 * Renders one URL: for the prerender step at build time, and by the API at request time for the pages whose
 * content lives in the database (seed fills the query cache first, so the page renders with its data).
 * This bundle is never served to browsers.
 */
export async function render(url: string, seed?: (queryClient: QueryClient) => void): Promise<RenderResult> {
  await preloadRoute(findPublicRoute(new URL(url, 'http://prerender.local').pathname));
  const queryClient = createQueryClient();
  seed?.(queryClient);
  const cache = createCache({ key: 'css' });
  // Must come before rendering: it switches the cache to collect styles instead of writing them inline.
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <AppProviders queryClient={queryClient}>
        <StaticRouter location={url}>
          <App />
        </StaticRouter>
      </AppProviders>
    </CacheProvider>,
  );
  return { html, styles: constructStyleTagsFromChunks(extractCriticalToChunks(html)) };
}

/** The chunks a route's first load runs: a reading page keeps its prerendered body and needs none of its own. */
function firstLoadChunks(route: PublicRoute): string[] {
  return keepsPrerenderedBody(route) ? ['bootstrap'] : ['bootstrap', route.chunk];
}

/** The routes to prerender, and where the not-found page and the admin shell go. */
export const prerenderPlan = {
  siteOrigin: SITE_ORIGIN,
  routes: publicRoutes
    .filter((r) => !r.serverRendered)
    .map((r) => ({ path: r.path, sitemap: r.sitemap !== false, chunks: firstLoadChunks(r), firstLoadBudget: firstLoadBudgetFor(r.path) })),
  notFoundProbe: '/__homeward-not-found__',
  notFoundChunks: firstLoadChunks(notFoundRoute),
  notFoundPath: notFoundRoute.path,
  adminPath: paths.adminLogin,
  /** Not for search engines: the admin console and the provider portal (robots.txt). */
  privatePaths: [paths.adminLogin, paths.partnerPortal],
  /** Inline scripts for every page's <head>, before anything else (the prerender pins each by its sha256 in the CSP). */
  headScripts: [textSizeBootScript],
  /** The inline script that asks for the entry (its hashed name from the build) after the first paint. */
  entryLoaderScript,
  /** Routes the API renders at request time (renderProviderPage): the prerender step writes their preload hints. */
  serverRoutes: publicRoutes.filter((r) => r.serverRendered).map((r) => ({ path: r.path, chunks: ['bootstrap', r.chunk] })),
};

/**
 * A provider's page (/provider-directory/:id, ?near= when opened from a place) for the API, at request time:
 * `data.profile` null renders the not-found page for that address. The caller sends it with status 404 then.
 */
export function renderProviderPage(data: ProviderPageData): Promise<RenderResult> {
  const near = pageNear(data.near);
  const url = near ? `${providerProfilePath(data.id)}?near=${encodeURIComponent(near)}` : providerProfilePath(data.id);
  return render(url, (client) => seedProviderProfile(client, data));
}

// React 19 emits hoistable head tags (<title>, <meta>, <link>) at the very front of renderToString's output.
const HOISTED = /^(?:<(?:title>[^<]*<\/title|meta [^>]*|link [^>]*)>)*/;

/**
 * The whole HTML document of a page rendered at request time, filled into the build's shell as the prerender
 * step fills it (scripts/prerender.mjs): hoisted head tags, preload hints, critical CSS, then the markup.
 */
export function pageDocument(template: string, preload: string, { html, styles }: RenderResult): string {
  if (!template.includes('<!--head-->') || !template.includes('<!--app-->'))
    throw new Error('The page template lost its <!--head--> or <!--app--> placeholder');
  const head = (HOISTED.exec(html) ?? [''])[0];
  return template.replace('<!--head-->', () => `${head}\n    ${preload}\n    ${styles}`).replace('<!--app-->', () => html.slice(head.length));
}
