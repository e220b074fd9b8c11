import { LOGIN_FAILED_MESSAGE, SECOND_FACTOR_MESSAGES, type AdminSessionDto, type SecondStepNeededDto } from '@homeward/domain';
import { paths } from '../app/paths.js';
import { displayName } from './welcome.js';
import type { AuthProvider, UserIdentity } from 'react-admin';

export interface AuthProviderOptions {
  /** Base of the admin API. */
  apiUrl?: string;
  /** Injected in tests to count calls. */
  fetch?: typeof fetch;
}

/**
 * What login() throws when the password was right and the account's second factor comes next: the login
 * page then asks for the code (login({ code })). Thrown rather than returned, since react-admin's useLogin
 * navigates after every resolved login.
 */
export class SecondStepNeeded extends Error {
  constructor() {
    super('Enter the code from your authenticator app');
    this.name = 'SecondStepNeeded';
  }
}

/** The email and password, or (second step) the code from the authenticator app or a recovery code. */
export type LoginParams = { email: string; password: string } | { code: string };

/**
 * Reads an answer's body to the end without using it. The admin API sends every answer with
 * Cache-Control: no-store, and the browser keeps such a response open until its body is read: left
 * unread, the request never finishes (and a page never goes network-idle).
 */
const discardBody = (response: Response): Promise<void> =>
  response.arrayBuffer().then(
    () => undefined,
    () => undefined,
  );

/** Rejection value that sends react-admin to the login page without a toast. */
const TO_LOGIN = { redirectTo: paths.login, message: false as const, logoutUser: true };

/**
 * The session lives in an HttpOnly cookie, so the only way to know it is to ask
 * GET /api/admin/session. Calls made at the same moment share one request; a failure is never
 * retried: it sends the user to the login page.
 */
export function createAuthProvider(options: AuthProviderOptions = {}): AuthProvider {
  const apiUrl = options.apiUrl ?? '/api/admin';
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  let session: AdminSessionDto | null = null;
  let inFlight: Promise<AdminSessionDto> | null = null;
  // True when logout must not ask the server to end the session: the server said there is none (401), or the last
  // check never reached it (a reload or navigation aborts it, or the connection dropped). react-admin logs out after
  // every failed check; ending the session then would sign the admin out of a session that is still good.
  let noServerLogout = false;
  // Bumped by login and logout: a session check that started before them says nothing about after.
  let generation = 0;
  const startOver = () => {
    generation += 1;
    inFlight = null;
  };

  const request = (path: string, init: RequestInit = {}): Promise<Response> =>
    doFetch(`${apiUrl}${path}`, {
      ...init,
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        ...(init.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      },
    });

  const loadSession = (): Promise<AdminSessionDto> => {
    if (!inFlight) {
      const pending: Promise<AdminSessionDto> = request('/session')
        .then(async (response) => {
          if (!response.ok) {
            await discardBody(response);
            throw Object.assign(new Error(`${response.status}`), { status: response.status });
          }
          return (await response.json()) as AdminSessionDto;
        })
        .finally(() => {
          if (inFlight === pending) inFlight = null;
        });
      inFlight = pending;
    }
    return inFlight;
  };

  const signedIn = (admin: AdminSessionDto | null) => {
    startOver();
    session = admin;
    noServerLogout = false;
    return { redirectTo: admin?.mustEnrolTwoFactor ? paths.twoFactorSetup : paths.dashboard };
  };

  /** POST /login/second-factor; a refusal throws the server's message (a wrong code, or the 5 minutes ran out). */
  const secondStep = async (code: string) => {
    let response: Response;
    try {
      response = await request('/login/second-factor', { method: 'POST', body: JSON.stringify({ code }) });
    } catch {
      throw Object.assign(new Error(SECOND_FACTOR_MESSAGES.wrongCode), { status: undefined });
    }
    if (!response.ok) {
      const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
      const message = typeof body?.message === 'string' ? body.message : SECOND_FACTOR_MESSAGES.wrongCode;
      throw Object.assign(new Error(message), { status: response.status });
    }
    return signedIn((await response.json().catch(() => null)) as AdminSessionDto | null);
  };

  return {
    async login(params: LoginParams) {
      if ('code' in params) return secondStep(params.code);
      let response: Response;
      try {
        response = await request('/login', { method: 'POST', body: JSON.stringify({ email: params.email, password: params.password }) });
      } catch {
        throw new Error(LOGIN_FAILED_MESSAGE);
      }
      if (!response.ok) {
        await discardBody(response);
        throw new Error(LOGIN_FAILED_MESSAGE);
      }
      const body = (await response.json().catch(() => null)) as AdminSessionDto | SecondStepNeededDto | null;
      if (body !== null && 'secondFactorRequired' in body) throw new SecondStepNeeded();
      return signedIn(body);
    },

    async logout() {
      const hadSession = !noServerLogout;
      startOver();
      session = null;
      noServerLogout = true;
      if (hadSession) {
        // Ending the server session is best effort: the user is sent to the login page regardless.
        await request('/logout', { method: 'POST', body: '{}' }).then(discardBody, () => undefined);
      }
      return paths.login;
    },

    async checkAuth() {
      const startedIn = generation;
      try {
        const admin = await loadSession();
        if (startedIn === generation) {
          session = admin;
          noServerLogout = false;
        }
      } catch (error) {
        // A check already on its way when the admin signed in or out must not undo what followed.
        if (startedIn === generation) {
          session = null;
          const status = (error as { status?: number }).status;
          if (status === 401 || status === undefined) noServerLogout = true;
        }
        throw TO_LOGIN;
      }
    },

    async checkError(error: { status?: number } | undefined) {
      const status = error?.status;
      if (status === 401 || status === 403) {
        session = null;
        if (status === 401) noServerLogout = true;
        throw TO_LOGIN;
      }
    },

    async getIdentity(): Promise<UserIdentity> {
      const admin = session ?? (await loadSession());
      session = admin;
      return {
        id: admin.id,
        fullName: displayName(admin),
        email: admin.email,
        twoFactorEnabled: admin.twoFactorEnabled,
        mustEnrolTwoFactor: admin.mustEnrolTwoFactor,
      };
    },

    /**
     * An admin account was renamed. When it is the signed-in one, the kept session takes the new name, so
     * the welcome line can show it at once (useGetIdentity's refetch) without waiting for the next check.
     */
    async identityChanged(admin: Pick<AdminSessionDto, 'id' | 'name'>): Promise<boolean> {
      if (!session || session.id !== admin.id) return false;
      session = { ...session, name: admin.name };
      return true;
    },
  };
}

/** The auth provider's own call beyond react-admin's, for the rename dialog (optional: a test may pass another provider). */
export interface IdentityChanges {
  identityChanged?: (admin: Pick<AdminSessionDto, 'id' | 'name'>) => Promise<boolean>;
}
