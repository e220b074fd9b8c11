import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** public-web/dist/prerender-manifest.json, written by the public site's build. */
export interface PrerenderManifest {
  routes: Record<string, string>;
  shell: string;
  notFound: string;
  /** CSP sources ('sha256-...') of the inline scripts the prerendered pages carry. */
  scriptHashes: string[];
  /** The node bundle and unfilled shell for pages rendered at request time, relative to the dist folder. */
  ssr?: { bundle: string; template: string };
  /** Route pattern -> the head tags naming its chunks (loaded after first paint), for pages rendered at request time. */
  serverRendered?: Record<string, { preload: string }>;
}

/** A CSP hash source, quoted; anything else in the manifest is ignored rather than put into the CSP. */
const CSP_HASH_SOURCE = /^'sha(256|384|512)-[A-Za-z0-9+/]+={0,2}'$/;

export function parseManifest(text: string): PrerenderManifest {
  const raw = JSON.parse(text) as Partial<PrerenderManifest>;
  if (typeof raw !== 'object' || raw === null || typeof raw.routes !== 'object' || raw.routes === null)
    throw new Error('prerender-manifest.json has no routes');
  const routes: Record<string, string> = {};
  for (const [route, file] of Object.entries(raw.routes)) {
    if (typeof file === 'string' && route.startsWith('/')) routes[route] = file;
  }
  const scriptHashes = Array.isArray(raw.scriptHashes) ? raw.scriptHashes.filter((h): h is string => typeof h === 'string' && CSP_HASH_SOURCE.test(h)) : [];
  const manifest: PrerenderManifest = {
    routes,
    shell: typeof raw.shell === 'string' ? raw.shell : 'shell.html',
    notFound: typeof raw.notFound === 'string' ? raw.notFound : '404.html',
    scriptHashes,
  };
  if (raw.ssr && typeof raw.ssr.bundle === 'string' && typeof raw.ssr.template === 'string')
    manifest.ssr = { bundle: raw.ssr.bundle, template: raw.ssr.template };
  if (raw.serverRendered && typeof raw.serverRendered === 'object') {
    manifest.serverRendered = {};
    for (const [route, page] of Object.entries(raw.serverRendered)) {
      if (route.startsWith('/') && page && typeof page.preload === 'string') manifest.serverRendered[route] = { preload: page.preload };
    }
  }
  return manifest;
}

/**
 * The manifest, re-read when the file changes (a rebuild while the server runs) and at most once a
 * second; null while the site is not built.
 */
export class SiteManifest {
  private cached: { mtimeMs: number; manifest: PrerenderManifest } | null = null;
  /** Changes with every build the server sees (pages rendered at request time are cached per build). */
  get buildStamp(): string {
    return this.cached ? String(this.cached.mtimeMs) : '';
  }
  private checkedAt = 0;

  constructor(
    readonly distDir: string,
    private readonly recheckMs = 1000,
  ) {}

  get file(): string {
    return path.join(this.distDir, 'prerender-manifest.json');
  }

  current(now = Date.now()): PrerenderManifest | null {
    if (this.cached && now - this.checkedAt < this.recheckMs) return this.cached.manifest;
    this.checkedAt = now;
    try {
      const { mtimeMs } = statSync(this.file);
      if (!this.cached || this.cached.mtimeMs !== mtimeMs) this.cached = { mtimeMs, manifest: parseManifest(readFileSync(this.file, 'utf8')) };
    } catch {
      this.cached = null;
    }
    return this.cached?.manifest ?? null;
  }

  /** A file named by the manifest, kept inside the dist folder. */
  resolve(file: string): string | null {
    const full = path.resolve(this.distDir, file);
    return full.startsWith(path.resolve(this.distDir) + path.sep) ? full : null;
  }
}
