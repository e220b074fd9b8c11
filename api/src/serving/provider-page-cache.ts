import { Module } from '@nestjs/common';
import { DirectoryChanges } from '../shared-state/directory-changes.js';

/**
 * Rendered provider pages, one per provider, each kept with the version it was rendered
 * from: a hash of the build and of the provider's public profile. A page is served from here only while
 * both are unchanged, so an edit on any instance shows on every instance at the next view, with no message
 * between them. Given the "directory changed" event it drops the named providers' pages at once (every
 * page when none is named), so memory is not held for stale pages; the bound keeps the most recently used pages.
 */
export class ProviderPageCache {
  private readonly pages = new Map<number, { version: string; html: string }>();

  constructor(
    readonly maxPages = 1000,
    changes?: DirectoryChanges,
  ) {
    changes?.subscribe(({ providerIds }) => {
      if (providerIds.length === 0) this.invalidate();
      else for (const id of providerIds) this.invalidate(id);
    });
  }

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

/** One cache per app, a Nest provider (the site router serves from it), listening for directory changes. */
@Module({
  providers: [{ provide: ProviderPageCache, inject: [DirectoryChanges], useFactory: (changes: DirectoryChanges) => new ProviderPageCache(1000, changes) }],
  exports: [ProviderPageCache],
})
export class ProviderPagesModule {}
