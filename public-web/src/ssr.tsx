import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { App } from './app/App.js';
import { paths } from './app/paths.js';
import { AppProviders } from './app/providers.js';
import { findPublicRoute, notFoundRoute, preloadRoute, publicRoutes } from './app/routes.js';
import { SITE_ORIGIN } from './config.js';
import { createQueryClient } from './lib/query-client.js';

export interface RenderResult {
  /** The body markup; React 19 puts hoisted <title>/<meta>/<link> tags at its very start. */
  html: string;
  /** <style data-emotion> tags with the critical CSS of this page. */
  styles: string;
}

/** Renders one URL for the prerender step (build time only; this bundle is never served). */
export async function render(url: string): Promise<RenderResult> {
  await preloadRoute(findPublicRoute(new URL(url, 'http://prerender.local').pathname));
  const cache = createCache({ key: 'css' });
  // Must come before rendering: it switches the cache to collect styles instead of writing them inline.
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const html = renderToString(
    <AppProviders cache={cache} queryClient={createQueryClient()}>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </AppProviders>,
  );
  return { html, styles: constructStyleTagsFromChunks(extractCriticalToChunks(html)) };
}

/** The routes to prerender, and where the not-found page and the admin shell go. */
export const prerenderPlan = {
  siteOrigin: SITE_ORIGIN,
  routes: publicRoutes.map((r) => ({ path: r.path, sitemap: r.sitemap !== false, chunks: ['bootstrap', r.chunk] })),
  notFoundProbe: '/__homeward-not-found__',
  notFoundChunks: ['bootstrap', notFoundRoute.chunk],
  notFoundPath: notFoundRoute.path,
  adminPath: paths.adminLogin,
};
