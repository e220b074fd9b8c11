import { Logger, NotFoundException, type INestApplicationContext } from '@nestjs/common';
import { ProviderProfileService } from '../providers/provider-profile.service.js';
import { ProviderPageCache } from './provider-page-cache.js';
import type { SiteRouterOptions } from './site-router.js';

const logger = new Logger('ProviderPages');

/**
 * The provider page's data comes from the same service as GET /api/providers/:id, so the server-rendered
 * page and the API answer are the same JSON (and the page's cache version follows every edit).
 */
export function providerProfileLoader(app: INestApplicationContext): Pick<SiteRouterOptions, 'providerProfile' | 'providerPageCache' | 'onRenderError'> {
  const profiles = app.get(ProviderProfileService);
  return {
    providerPageCache: app.get(ProviderPageCache),
    providerProfile: (id) =>
      profiles.profile(id).catch((error: unknown) => {
        if (error instanceof NotFoundException) return null;
        throw error;
      }),
    onRenderError: (error) => logger.error(`Provider page failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`),
  };
}
