import type { AdminSessionDto } from '@homeward/domain';
import { paths } from '../app/paths.js';
import { createDoorAuthProvider, type DoorAuthProvider } from './door-auth-provider.js';
import { displayName } from './welcome.js';

export interface AuthProviderOptions {
  /** Base of the admin API. */
  apiUrl?: string;
  /** Injected in tests to count calls. */
  fetch?: (input: string, init?: RequestInit) => Promise<Response>;
}

/** The console's auth provider: the one door auth provider on /api/admin. */
export interface AdminAuthProvider extends DoorAuthProvider<AdminSessionDto>, Required<IdentityChanges> {}

/** The admin console's door: an admin who must still set up a second factor is sent to the set-up first. */
export function createAuthProvider(options: AuthProviderOptions = {}): AdminAuthProvider {
  const door = createDoorAuthProvider<AdminSessionDto>({
    apiUrl: options.apiUrl ?? '/api/admin',
    fetch: options.fetch,
    signInPath: paths.login,
    signedInPath: (admin) => (admin?.mustEnrolTwoFactor ? paths.twoFactorSetup : paths.dashboard),
    identity: (admin) => ({
      id: admin.id,
      fullName: displayName(admin),
      email: admin.email,
      twoFactorEnabled: admin.twoFactorEnabled,
      mustEnrolTwoFactor: admin.mustEnrolTwoFactor,
    }),
  });
  return {
    ...door,
    /**
     * An admin account was renamed. When it is the signed-in one, the kept session takes the new name, so
     * the welcome line can show it at once (useGetIdentity's refetch) without waiting for the next check.
     */
    identityChanged: async (admin) => door.updateSession((session) => (session.id === admin.id ? { ...session, name: admin.name } : null)),
  };
}

/** The auth provider's own call beyond react-admin's, for the rename dialog (optional: a test may pass another provider). */
export interface IdentityChanges {
  identityChanged?: (admin: Pick<AdminSessionDto, 'id' | 'name'>) => Promise<boolean>;
}
