import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PROVIDER_SEARCH, providerPageIndexable } from '@homeward/domain';
import type { Request, Response } from 'express';
import type { PageRenderer } from './page-renderer.js';
import type { ProviderPageCache } from './provider-page-cache.js';
import type { PrerenderManifest, SiteManifest } from './site-manifest.js';

/** The route pattern public-web registers for a provider's page (public-web/src/app/paths.ts). */
export const PROVIDER_PAGE_ROUTE = '/provider-directory/:id';
const PROVIDER_PAGE_PATH = /^\/provider-directory\/([^/]+)$/;
/** Ids are database integers; anything else is not a provider (and never reaches the database). */
const MAX_ID = 2_147_483_647;

/**
 * The public profile of an active provider, as GET /api/providers/:id sends it (with `near`, a place: its offices
 * nearest that place first); null when unknown or inactive.
 */
export type ProviderProfileLoader = (id: number, near: string) => Promise<unknown>;

export interface ProviderPagesOptions {
  site: SiteManifest;
  renderer: PageRenderer;
  cache: ProviderPageCache;
  loadProfile: ProviderProfileLoader;
  /** Where render failures are reported (the page then falls back to the client-rendered shell). */
  onError?: (error: unknown) => void;
  /** Called before a page is sent: the site router pins the page's inline scripts in its CSP there. */
  beforeSend?: (res: Response) => void;
}

/** '/provider-directory/12' -> 12; '/provider-directory/abc' -> NaN (not a provider); other paths -> null. */
export function providerIdFromPath(pathname: string): number | null {
  const match = PROVIDER_PAGE_PATH.exec(pathname);
  if (!match) return null;
  const id = /^[1-9]\d{0,9}$/.test(match[1]) ? Number(match[1]) : NaN;
  return id <= MAX_ID ? id : NaN;
}

/** The version a page is cached and sent (ETag) with: the build and the profile (and place) it was rendered from. */
export function pageVersion(buildStamp: string, profile: unknown): string {
  return createHash('sha1').update(buildStamp).update('\0').update(JSON.stringify(profile)).digest('base64url').slice(0, 22);
}

/** The page's ?near= (the place a card was found from): one string of a place's length, else none (''). */
export function nearFromQuery(value: unknown): string {
  const near = typeof value === 'string' ? value.trim() : '';
  return near.length <= PROVIDER_SEARCH.nearMaxLength ? near : '';
}

/**
 * The X-Robots-Tag a provider page needs besides its own meta tag: noindex for a listing nobody keeps whose every
 * office has gone from the government's list (libs/domain providerPageIndexable); null for any other page.
 */
export function providerPageRobots(profile: unknown): string | null {
  const p = profile as { listing?: { source?: unknown; claimed?: unknown }; offices?: unknown } | null;
  if (!p || typeof p !== 'object' || !p.listing || !Array.isArray(p.offices)) return null;
  const listing = { source: p.listing.source === 'official' ? ('official' as const) : ('team' as const), claimed: p.listing.claimed === true };
  const offices = (p.offices as Array<{ goneFromList?: unknown }>).map((o) => ({ goneFromList: o?.goneFromList === true }));
  return providerPageIndexable({ listing, offices }) ? null : 'noindex, follow';
}

/**
 * GET /provider-directory/:id: the provider's page rendered by the server with the site's own components
 * (title, description, canonical, h1, the price table: readable with no JavaScript), then hydrated. Unknown or
 * inactive providers get the site's not-found page with status 404. Pages are cached per provider and version.
 * ?near= (a card's link after a near search) lists the offices nearest that place first.
 */
export function createProviderPages(options: ProviderPagesOptions) {
  const { site, renderer, cache, loadProfile } = options;

  async function render(manifest: PrerenderManifest, id: number, near: string, profile: unknown): Promise<string> {
    const loaded = renderer.current(manifest);
    if (!loaded) throw new Error('This build has no server-rendered pages (prerender-manifest.json has no "ssr")');
    const preload = manifest.serverRendered?.[PROVIDER_PAGE_ROUTE]?.preload ?? '';
    const rendered = await loaded.bundle.renderProviderPage(near ? { id, near, profile } : { id, profile });
    return loaded.bundle.pageDocument(loaded.template, preload, rendered);
  }

  function send(req: Request, res: Response, status: number, html: string, etag?: string): void {
    options.beforeSend?.(res);
    res.status(status).setHeader('Cache-Control', 'no-cache');
    res.type('text/html; charset=utf-8');
    if (etag) {
      res.setHeader('ETag', `"${etag}"`);
      if (status === 200 && req.get('if-none-match') === `"${etag}"`) {
        res.status(304).end();
        return;
      }
    }
    res.send(html);
  }

  /** Handles the request when it is a provider page and returns true; false leaves it to the other routes. */
  return async function handle(req: Request, res: Response, manifest: PrerenderManifest, sendNotFound: () => void): Promise<boolean> {
    const id = providerIdFromPath(req.path);
    if (id === null || !manifest.serverRendered?.[PROVIDER_PAGE_ROUTE] || !manifest.ssr) return false;
    if (Number.isNaN(id)) {
      sendNotFound();
      return true;
    }
    const near = nearFromQuery(req.query.near);
    let profile: unknown;
    try {
      profile = (await loadProfile(id, near)) ?? null;
    } catch (error) {
      options.onError?.(error);
      unavailable(res);
      return true;
    }
    try {
      // A missing provider's page (rendered, not the static 404.html, so that the page the browser hydrates is the
      // one it was sent) is cached like any other: asking for unknown ids must not cost a render each time.
      // One page per provider is kept: opened from a place, its version is that place's (the offices' order differs).
      const version = pageVersion(site.buildStamp, near ? { near, profile } : profile);
      let html = cache.get(id, version);
      if (html === undefined) {
        html = await render(manifest, id, near, profile);
        cache.set(id, version, html);
      }
      const robots = providerPageRobots(profile);
      if (robots) res.setHeader('X-Robots-Tag', robots);
      if (profile === null) send(req, res, 404, html);
      else send(req, res, 200, html, version);
    } catch (error) {
      options.onError?.(error);
      if (profile === null) sendNotFound();
      else {
        // The shell with an empty root: the browser renders the page itself from GET /api/providers/:id.
        const shell = clientShell(site, manifest);
        if (shell === null) unavailable(res);
        else send(req, res, 200, shell);
      }
    }
    return true;
  };
}

function unavailable(res: Response): void {
  res.status(503).type('text/plain').setHeader('Cache-Control', 'no-store').setHeader('Retry-After', '30');
  res.send('We could not load this page just now. Please try again in a minute.');
}

function clientShell(site: SiteManifest, manifest: PrerenderManifest): string | null {
  if (!manifest.ssr) return null;
  try {
    const template = readFileSync(path.resolve(site.distDir, manifest.ssr.template), 'utf8');
    const preload = manifest.serverRendered?.[PROVIDER_PAGE_ROUTE]?.preload ?? '';
    return template
      .replace('<!--head-->', () => `<title>Provider | Homeward</title><meta name="robots" content="noindex, follow" />${preload}`)
      .replace('<!--app-->', '');
  } catch {
    return null;
  }
}
