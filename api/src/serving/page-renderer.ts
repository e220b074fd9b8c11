import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PrerenderManifest, SiteManifest } from './site-manifest.js';

/** What public-web's node bundle (dist-ssr/ssr.js, src/ssr.tsx) offers for pages rendered at request time. */
export interface ServerRenderBundle {
  renderProviderPage(data: { id: number; near?: string; profile: unknown }): Promise<{ html: string; styles: string }>;
  pageDocument(template: string, preload: string, rendered: { html: string; styles: string }): string;
}

interface Loaded {
  stamp: string;
  bundle: ServerRenderBundle;
  template: string;
}

const load = createRequire(__filename);

/**
 * The public site's own components rendered by the API: the node bundle and the unfilled
 * shell named by prerender-manifest.json, loaded on first use and again after a rebuild (the manifest's stamp
 * changes), so the server renders with the same code the browser hydrates with.
 */
export class PageRenderer {
  private loaded: Loaded | null = null;

  constructor(private readonly site: SiteManifest) {}

  /** The bundle for this manifest, or null when the build has no request-time pages. Throws if its files are broken. */
  current(manifest: PrerenderManifest): Loaded | null {
    if (!manifest.ssr) return null;
    const stamp = this.site.buildStamp;
    if (this.loaded?.stamp === stamp) return this.loaded;
    const bundleFile = path.resolve(this.site.distDir, manifest.ssr.bundle);
    const templateFile = path.resolve(this.site.distDir, manifest.ssr.template);
    delete load.cache[bundleFile];
    const bundle = load(bundleFile) as Partial<ServerRenderBundle>;
    if (typeof bundle.renderProviderPage !== 'function' || typeof bundle.pageDocument !== 'function') {
      throw new Error(`${bundleFile} does not export renderProviderPage and pageDocument`);
    }
    this.loaded = { stamp, bundle: bundle as ServerRenderBundle, template: readFileSync(templateFile, 'utf8') };
    return this.loaded;
  }
}
