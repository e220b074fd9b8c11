import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** public-web/dist/prerender-manifest.json, written by the public site's build. */
export interface PrerenderManifest {
  routes: Record<string, string>;
  shell: string;
  notFound: string;
}

export function parseManifest(text: string): PrerenderManifest {
  const raw = JSON.parse(text) as Partial<PrerenderManifest>;
  if (typeof raw !== 'object' || raw === null || typeof raw.routes !== 'object' || raw.routes === null) throw new Error('prerender-manifest.json has no routes');
  const routes: Record<string, string> = {};
  for (const [route, file] of Object.entries(raw.routes)) {
    if (typeof file === 'string' && route.startsWith('/')) routes[route] = file;
  }
  return { routes, shell: typeof raw.shell === 'string' ? raw.shell : 'shell.html', notFound: typeof raw.notFound === 'string' ? raw.notFound : '404.html' };
}

/**
 * The manifest, re-read when the file changes (a rebuild while the server runs) and at most once a
 * second; null while the site is not built.
 */
export class SiteManifest {
  private cached: { mtimeMs: number; manifest: PrerenderManifest } | null = null;
  private checkedAt = 0;

  constructor(readonly distDir: string, private readonly recheckMs = 1000) {}

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
