import { LOGIN_FAILED_MESSAGE, SECOND_FACTOR_MESSAGES } from '@homeward/domain';
import { SecondStepNeeded } from '../../lib/auth-provider.js';
import { portalPaths } from '../paths.js';
import { browserFetch, jsonBody, partnerCall, PartnerApiError, type PartnerFetch } from './partner-api.js';
import type { PartnerSecondStepDto, PartnerSessionDto } from '../api-types.js';
import type { AuthProvider, UserIdentity } from 'react-admin';

export type PartnerLoginParams = { email: string; password: string } | { code: string };

/** Sign-in is paused for this browser (429): its message says how long; the sign-in page offers an emailed link. */
export class SignInPaused extends Error {}

const TO_SIGN_IN = { redirectTo: portalPaths.signIn, message: false as const, logoutUser: true };

/**
 * The provider user's session (an HttpOnly cookie), known only by asking GET /api/partner/me. Sign-in answers the
 * same words for every refusal, as the admin door does (no account enumeration).
 */
export interface PartnerAuthProvider extends AuthProvider {
  /** The server signed the person in by another door (accepting an invitation): keep its answer as the session. */
  adopt(session: PartnerSessionDto): void;
}

export function createPartnerAuthProvider(doFetch: PartnerFetch = browserFetch): PartnerAuthProvider {
  let session: PartnerSessionDto | null = null;
  let inFlight: Promise<PartnerSessionDto> | null = null;

  const loadSession = (): Promise<PartnerSessionDto> => {
    inFlight ??= partnerCall<PartnerSessionDto>(doFetch, '/me').finally(() => {
      inFlight = null;
    });
    return inFlight;
  };

  const signedIn = (body: PartnerSessionDto | null) => {
    session = body;
    inFlight = null;
    return { redirectTo: portalPaths.listing };
  };

  return {
    adopt: (body) => {
      signedIn(body);
    },

    async login(params: PartnerLoginParams) {
      if ('code' in params) {
        try {
          return signedIn(await partnerCall<PartnerSessionDto>(doFetch, '/login/second-step', { method: 'POST', ...jsonBody({ code: params.code }) }));
        } catch (error) {
          throw new Error(error instanceof PartnerApiError && error.status ? error.message : SECOND_FACTOR_MESSAGES.wrongCode, { cause: error });
        }
      }
      let body: PartnerSessionDto | PartnerSecondStepDto;
      try {
        body = await partnerCall(doFetch, '/login', { method: 'POST', ...jsonBody({ email: params.email, password: params.password }) });
      } catch (error) {
        // A pause says so (with how long), so the person knows to wait or ask for an emailed sign-in link.
        if (error instanceof PartnerApiError && error.code === 'ACCOUNT_PAUSED') throw new SignInPaused(error.message, { cause: error });
        throw new Error(LOGIN_FAILED_MESSAGE, { cause: error });
      }
      if ('secondStep' in body) throw new SecondStepNeeded();
      return signedIn(body);
    },

    async logout() {
      const had = session !== null;
      session = null;
      inFlight = null;
      if (had) await partnerCall(doFetch, '/logout', { method: 'POST', body: '{}' }).catch(() => undefined);
      return portalPaths.signIn;
    },

    async checkAuth() {
      try {
        session = await loadSession();
      } catch {
        session = null;
        throw TO_SIGN_IN;
      }
    },

    async checkError(error: { status?: number } | undefined) {
      if (error?.status === 401 || error?.status === 403) {
        session = null;
        throw TO_SIGN_IN;
      }
    },

    async getIdentity(): Promise<UserIdentity> {
      session ??= await loadSession();
      return { id: session.user.id, fullName: session.user.name ?? session.user.email, email: session.user.email, providerName: session.provider.businessName };
    },
  };
}
