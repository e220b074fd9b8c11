import { isSecondStepRequired, LOGIN_FAILED_MESSAGE, SECOND_FACTOR_MESSAGES, type SecondStepRequiredDto } from '@homeward/domain';
import type { AuthProvider, UserIdentity } from 'react-admin';

/**
 * What login() throws when the first step was right and the account's second factor comes next: the sign-in
 * page then asks for the code (login({ code })). Thrown rather than returned, since react-admin's useLogin
 * navigates after every resolved login.
 */
export class SecondStepNeeded extends Error {
  constructor() {
    super('Enter the code from your authenticator app');
    this.name = 'SecondStepNeeded';
  }
}

/** Sign-in must wait (429): its message is the server's, with how long; a page may show it or its own words. */
export class SignInPaused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SignInPaused';
  }
}

/** The email and password, or (second step) the code from the authenticator app or a recovery code. */
export type LoginParams = { email: string; password: string } | { code: string };

/** One signed-in door as its web app sees it: the API prefix, and its pages. S is the door's session body. */
export interface DoorAuthOptions<S> {
  /** The door's API prefix ('/api/admin', '/api/partner'): login, login/second-step, session and logout under it. */
  apiUrl: string;
  /** The sign-in page: where a missing session or a sign-out leads. */
  signInPath: string;
  /** Where a completed sign-in goes (null: the server answered no readable session). */
  signedInPath: (session: S | null) => string;
  /** The session as react-admin's identity. */
  identity: (session: S) => UserIdentity;
  /** Injected in tests to count calls. */
  fetch?: (input: string, init?: RequestInit) => Promise<Response>;
}

/** The auth provider of a door: react-admin's, plus the calls its pages use beyond it. */
export interface DoorAuthProvider<S> extends AuthProvider {
  /** The server signed the person in by another way (an invitation, an emailed link): keep its answer as the session. */
  adopt(session: S): void;
  /** Changes the kept session (a rename of the signed-in account); false when there is none to change. */
  updateSession(change: (session: S) => S | null): boolean;
}

/**
 * Reads an answer's body to the end without using it. The doors send every answer with Cache-Control: no-store,
 * and the browser keeps such a response open until its body is read: left unread, the request never finishes
 * (and a page never goes network-idle).
 */
const discardBody = (response: Response): Promise<void> =>
  response.arrayBuffer().then(
    () => undefined,
    () => undefined,
  );

const serverMessage = async (response: Response): Promise<string | null> => {
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  return typeof body?.message === 'string' ? body.message : null;
};

/**
 * The one auth provider of both web apps (the console and the provider portal), each passing its door. The
 * session lives in an HttpOnly cookie, so the only way to know it is to ask GET <door>/session. Calls made at
 * the same moment share one request; a failure is never retried: it sends the person to the sign-in page.
 * Every refused password answers the same words (no account enumeration), except a pause (SignInPaused).
 */
export function createDoorAuthProvider<S>(door: DoorAuthOptions<S>): DoorAuthProvider<S> {
  const doFetch = door.fetch ?? ((input: string, init?: RequestInit) => globalThis.fetch(input, init));
  /** Rejection value that sends react-admin to the sign-in page without a toast. */
  const toSignIn = { redirectTo: door.signInPath, message: false as const, logoutUser: true };

  let session: S | null = null;
  let inFlight: Promise<S> | null = null;
  // True when logout must not ask the server to end the session: the server said there is none (401), or the last
  // check never reached it (a reload or navigation aborts it, or the connection dropped). react-admin logs out after
  // every failed check; ending the session then would sign the person out of a session that is still good.
  let noServerLogout = false;
  // Bumped by login and logout: a session check that started before them says nothing about after.
  let generation = 0;
  const startOver = () => {
    generation += 1;
    inFlight = null;
  };

  const request = (path: string, init: RequestInit = {}): Promise<Response> =>
    doFetch(`${door.apiUrl}${path}`, {
      ...init,
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        ...(init.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      },
    });

  const loadSession = (): Promise<S> => {
    if (!inFlight) {
      const pending: Promise<S> = request('/session')
        .then(async (response) => {
          if (!response.ok) {
            await discardBody(response);
            throw Object.assign(new Error(`${response.status}`), { status: response.status });
          }
          return (await response.json()) as S;
        })
        .finally(() => {
          if (inFlight === pending) inFlight = null;
        });
      inFlight = pending;
    }
    return inFlight;
  };

  const signedIn = (body: S | null) => {
    startOver();
    session = body;
    noServerLogout = false;
    return { redirectTo: door.signedInPath(body) };
  };

  /** POST login/second-step; a refusal throws the server's message (a wrong code, or the 5 minutes ran out). */
  const secondStep = async (code: string) => {
    let response: Response;
    try {
      response = await request('/login/second-step', { method: 'POST', body: JSON.stringify({ code }) });
    } catch {
      throw Object.assign(new Error(SECOND_FACTOR_MESSAGES.wrongCode), { status: undefined });
    }
    if (!response.ok) throw Object.assign(new Error((await serverMessage(response)) ?? SECOND_FACTOR_MESSAGES.wrongCode), { status: response.status });
    return signedIn((await response.json().catch(() => null)) as S | null);
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
      if (response.status === 429) throw new SignInPaused((await serverMessage(response)) ?? LOGIN_FAILED_MESSAGE);
      if (!response.ok) {
        await discardBody(response);
        throw new Error(LOGIN_FAILED_MESSAGE);
      }
      const body = (await response.json().catch(() => null)) as S | SecondStepRequiredDto | null;
      if (isSecondStepRequired(body)) throw new SecondStepNeeded();
      return signedIn(body as S | null);
    },

    async logout() {
      const hadSession = !noServerLogout;
      startOver();
      session = null;
      noServerLogout = true;
      if (hadSession) {
        // Ending the server session is best effort: the person is sent to the sign-in page regardless.
        await request('/logout', { method: 'POST', body: '{}' }).then(discardBody, () => undefined);
      }
      return door.signInPath;
    },

    async checkAuth() {
      const startedIn = generation;
      try {
        const current = await loadSession();
        if (startedIn === generation) {
          session = current;
          noServerLogout = false;
        }
      } catch (error) {
        // A check already on its way when the person signed in or out must not undo what followed.
        if (startedIn === generation) {
          session = null;
          const status = (error as { status?: number }).status;
          if (status === 401 || status === undefined) noServerLogout = true;
        }
        throw toSignIn;
      }
    },

    async checkError(error: { status?: number } | undefined) {
      const status = error?.status;
      if (status === 401 || status === 403) {
        session = null;
        if (status === 401) noServerLogout = true;
        throw toSignIn;
      }
    },

    async getIdentity(): Promise<UserIdentity> {
      const current = session ?? (await loadSession());
      session = current;
      return door.identity(current);
    },

    adopt(body: S) {
      signedIn(body);
    },

    updateSession(change: (current: S) => S | null): boolean {
      const changed = session === null ? null : change(session);
      if (changed === null) return false;
      session = changed;
      return true;
    },
  };
}
