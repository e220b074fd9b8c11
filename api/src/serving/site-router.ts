import path from 'node:path';
import { readFile } from 'node:fs/promises';
import express, { type Request, type RequestHandler, type Response } from 'express';
import { isApiPath } from '../common/http-middleware.js';
import { withScriptSources } from '../common/security-headers.js';
import { PageRenderer } from './page-renderer.js';
import { ProviderPageCache } from './provider-page-cache.js';
import { createProviderPages, type ProviderProfileLoader } from './provider-pages.js';
import { SiteManifest } from './site-manifest.js';
import { sitemapWithProviderPages } from './sitemap.js';

const HTML_NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Webpack's [contenthash] in a file name: main.3f9a2c1b.js, 123.abcdef12.chunk.css, font-8c2e1f0a.woff2 */
const HASHED_NAME = /[.-][0-9a-f]{8,}(\.chunk)?\.[a-z0-9]+$/i;

// text/html named explicitly: fetch() sends Accept: */* and must not get a page (TOOLCHAIN trap 8).
export const wantsHtml = (req: Request) => /(^|,)\s*text\/html\s*(;|,|$)/i.test(req.get('accept') ?? '');

const PRERENDER_MANIFEST_PATH = '/prerender-manifest.json';
const SITEMAP_PATH = '/sitemap.xml';

/** The path as a file server resolves it (percent-decoded, '//' and '/./' folded); a malformed escape is left as sent (serve-static refuses it). */
function decodedPath(urlPath: string): string {
  try {
    return path.posix.normalize(decodeURIComponent(urlPath));
  } catch {
    return urlPath;
  }
}

function setStaticHeaders(res: Response, filePath: string): void {
  res.setHeader('Cache-Control', HASHED_NAME.test(filePath) ? IMMUTABLE : HTML_NO_CACHE);
}

/**
 * Serves the built web apps; everything under /api is left to Nest.
 * - a route of prerender-manifest.json -> its prerendered page
 * - /provider-directory/:id -> the provider's page, rendered here at request time and cached
 * - /sitemap.xml -> the build's sitemap with every indexable provider page added from the database
 * - /domainauth and /domainauth/* -> the empty shell (the admin console mounts there), noindex
 * - /partners and /partners/* -> the same shell (the provider portal mounts there), noindex
 * - /remote/* -> admin-web/dist (the Module Federation remote)
 * - other files of public-web/dist (hashed ones cached for a year, the rest revalidated)
 * - any other GET: the not-found page with 404 if the client asked for HTML, a plain 404 otherwise
 * An /api request does not enter the router at all (it would only be passed on, at a router's cost).
 */
export interface SiteRouterOptions {
  publicWebDist: string;
  adminWebDist: string;
  /** Reads a provider's public profile for its page; without it provider pages are not found. */
  providerProfile?: ProviderProfileLoader;
  providerPageCache?: ProviderPageCache;
  onRenderError?: (error: unknown) => void;
  /** The ids of the provider pages for search engines; without it sitemap.xml is served as built. */
  providerPageIds?: () => Promise<number[]>;
  /** The site's public origin (SITE_ORIGIN), for the sitemap's provider URLs. */
  siteOrigin?: string;
}

/** Paths the admin-web remote renders in the empty shell: the admin console and the provider portal. */
const REMOTE_PAGE_ROOTS = ['/domainauth', '/partners'];

export function isRemotePagePath(urlPath: string): boolean {
  return REMOTE_PAGE_ROOTS.some((root) => urlPath === root || urlPath.startsWith(`${root}/`));
}

export function createSiteRouter(options: SiteRouterOptions): RequestHandler {
  const site = new SiteManifest(options.publicWebDist);
  const providerPages = options.providerProfile
    ? createProviderPages({
        site,
        renderer: new PageRenderer(site),
        cache: options.providerPageCache ?? new ProviderPageCache(),
        loadProfile: options.providerProfile,
        onError: options.onRenderError,
        beforeSend: (res) => pinInlineScripts(res),
      })
    : null;
  const router = express.Router({ caseSensitive: true, strict: true });

  // Every page carries the build's inline head scripts (the text size): the CSP allows exactly those, by hash.
  const pinInlineScripts = (res: Response): void => {
    if (res.locals.inlineScriptsPinned) return;
    res.locals.inlineScriptsPinned = true;
    const csp = res.getHeader('Content-Security-Policy');
    const hashes = site.current()?.scriptHashes ?? [];
    if (typeof csp === 'string' && hashes.length) res.setHeader('Content-Security-Policy', withScriptSources(csp, hashes));
  };

  const sendPage = (res: Response, file: string, status = 200): void => {
    const full = site.resolve(file);
    if (!full) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    res.status(status);
    pinInlineScripts(res);
    res.sendFile(full, { headers: { 'Cache-Control': HTML_NO_CACHE, 'Content-Type': 'text/html; charset=utf-8' }, dotfiles: 'deny' }, (err) => {
      if (err && !res.headersSent) res.status(404).type('text/plain').send('Not found');
    });
  };

  // Provider pages live in the database: the sitemap lists them as they are now. A database failure is a 503 (crawlers
  // retry), never a sitemap without them, which would read as every provider page gone.
  const sendSitemap = async (res: Response, pageIds: () => Promise<number[]>, origin: string, next: () => void): Promise<void> => {
    const file = site.resolve('sitemap.xml');
    const built = file ? await readFile(file, 'utf8').catch(() => null) : null;
    if (built === null) return next();
    let ids: number[];
    try {
      ids = await pageIds();
    } catch (error) {
      options.onRenderError?.(error);
      res.status(503).type('text/plain').setHeader('Cache-Control', 'no-store').setHeader('Retry-After', '30').send('Please try again in a minute.');
      return;
    }
    res.status(200).type('application/xml; charset=utf-8').setHeader('Cache-Control', HTML_NO_CACHE);
    res.send(sitemapWithProviderPages(built, origin, ids));
  };

  router.use(async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next('router');
    const manifest = site.current();
    if (!manifest) {
      if (req.path === '/' || wantsHtml(req)) {
        res.status(503).type('text/plain').setHeader('Cache-Control', 'no-store').send('Site not built. Run `npm run build` (or `npm start`), then reload.');
        return;
      }
      return next();
    }
    const page = manifest.routes[req.path];
    if (page) return sendPage(res, page);
    if (req.path === SITEMAP_PATH && options.providerPageIds && options.siteOrigin) return sendSitemap(res, options.providerPageIds, options.siteOrigin, next);
    if (providerPages && (await providerPages(req, res, manifest, () => sendPage(res, manifest.notFound, 404)))) return;
    if (isRemotePagePath(req.path)) {
      res.setHeader('X-Robots-Tag', 'noindex, nofollow');
      return sendPage(res, manifest.shell);
    }
    // '/faqs/' -> '/faqs'
    if (req.path.length > 1 && req.path.endsWith('/') && manifest.routes[req.path.slice(0, -1)]) {
      const query = req.originalUrl.slice(req.path.length);
      res.redirect(301, req.path.slice(0, -1) + query);
      return;
    }
    next();
  });

  router.use('/remote', express.static(options.adminWebDist, { index: false, redirect: false, fallthrough: true, setHeaders: setStaticHeaders }));

  router.use((req, res, next) => {
    // Build metadata, not for the public. Compared decoded, as serve-static finds the file: '/%70rerender-manifest.json' is the same file.
    if (decodedPath(req.path) === PRERENDER_MANIFEST_PATH) return next();
    express.static(options.publicWebDist, { index: false, redirect: false, fallthrough: true, setHeaders: setStaticHeaders })(req, res, next);
  });

  router.use((req, res) => {
    const manifest = site.current();
    if (manifest && wantsHtml(req)) {
      sendPage(res, manifest.notFound, 404);
      return;
    }
    res.status(404).type('text/plain').send('Not found');
  });

  return (req, res, next) => (isApiPath(req) ? next() : router(req, res, next));
}
