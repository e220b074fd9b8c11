import { Logger, NotFoundException, type INestApplicationContext } from '@nestjs/common';
import { ProviderProfileService } from '../providers/provider-profile.service.js';
import { DirectorySummary } from '../providers/directory-summary/directory-summary.js';
import { LocationsService } from '../locations/locations.service.js';
import { ProviderPageCache } from './provider-page-cache.js';
import type { SiteRouterOptions } from './site-router.js';

const logger = new Logger('ProviderPages');

/**
 * The provider page's data comes from the same service as GET /api/providers/:id, so the server-rendered
 * page and the API answer are the same JSON (and the page's cache version follows every edit). A place the
 * page was opened from orders the offices nearest it first; a place nobody knows is left out (the page still
 * shows). The sitemap's provider pages come from the directory's summary.
 */
export function providerProfileLoader(
  app: INestApplicationContext,
): Pick<SiteRouterOptions, 'providerProfile' | 'providerPageCache' | 'onRenderError' | 'providerPageIds'> {
  const profiles = app.get(ProviderProfileService);
  const locations = app.get(LocationsService);
  const summary = app.get(DirectorySummary);
  return {
    providerPageCache: app.get(ProviderPageCache),
    providerProfile: async (id, near) => {
      const place = near ? await locations.resolvePlace(near) : null;
      return profiles.profile(id, place?.centre).catch((error: unknown) => {
        if (error instanceof NotFoundException) return null;
        throw error;
      });
    },
    providerPageIds: () => summary.indexablePageIds(),
    onRenderError: (error) => logger.error(`Provider page or sitemap failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`),
  };
}
