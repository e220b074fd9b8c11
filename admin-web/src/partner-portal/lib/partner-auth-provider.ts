import type { PartnerSessionDto } from '@homeward/domain';
import { displayName } from '../../lib/welcome.js';
import { createDoorAuthProvider, type DoorAuthOptions, type DoorAuthProvider } from '../../lib/door-auth-provider.js';
import { portalPaths } from '../paths.js';
import { PARTNER_API } from './partner-api.js';

export type PartnerAuthProvider = DoorAuthProvider<PartnerSessionDto>;

/** The provider portal's door: the one door auth provider on /api/partner; a completed sign-in goes to the listing. */
export function createPartnerAuthProvider(doFetch?: DoorAuthOptions<PartnerSessionDto>['fetch']): PartnerAuthProvider {
  return createDoorAuthProvider<PartnerSessionDto>({
    apiUrl: PARTNER_API,
    fetch: doFetch,
    signInPath: portalPaths.signIn,
    signedInPath: () => portalPaths.listing,
    identity: (session) => ({
      id: session.user.id,
      fullName: displayName(session.user),
      email: session.user.email,
      providerName: session.provider.businessName,
    }),
  });
}
