/**
 * Rendered provider pages (docs/decisions/030), one per provider, each kept with the version it was rendered
 * from: a hash of the build and of the provider's public profile. A page is served from here only while
 * both are unchanged, so an edit on any instance shows on every instance at the next view, with no message
 * between them. `invalidate` drops a provider's page at once (the providers service calls it on every write,
 * so memory is not held for stale pages); the bound keeps the most recently used pages.
 */
export class ProviderPageCache {
  private readonly pages = new Map<number, { version: string; html: string }>();

  constructor(readonly maxPages = 1000) {}

  get size(): number {
    return this.pages.size;
  }

  get(providerId: number, version: string): string | undefined {
    const hit = this.pages.get(providerId);
    if (!hit) return undefined;
    if (hit.version !== version) {
      this.pages.delete(providerId);
      return undefined;
    }
    // Most recently used last: the oldest entry is the first one dropped.
    this.pages.delete(providerId);
    this.pages.set(providerId, hit);
    return hit.html;
  }

  set(providerId: number, version: string, html: string): void {
    this.pages.delete(providerId);
    if (this.pages.size >= this.maxPages) this.pages.delete(this.pages.keys().next().value as number);
    this.pages.set(providerId, { version, html });
  }

  /** Drops one provider's page (it changed), or every page without an id. */
  invalidate(providerId?: number): void {
    if (providerId === undefined) this.pages.clear();
    else this.pages.delete(providerId);
  }
}

/** One cache per process: the site router serves from it and the providers service invalidates it. */
export const providerPageCache = new ProviderPageCache();

/** The hook for the providers service: a provider was created, changed or deleted. */
export function invalidateProviderPage(providerId?: number): void {
  providerPageCache.invalidate(providerId);
}
