import { fakeFetch } from '@homeward/test-support';
import { LOGIN_FAILED_MESSAGE, SECOND_FACTOR_MESSAGES } from '@homeward/domain';
import { createAuthProvider } from './auth-provider';
import { SecondStepNeeded, SignInPaused } from './door-auth-provider';

const ADMIN = { id: 7, email: 'jo@homeward.example', name: 'Jo Citizen' };

describe('createAuthProvider', () => {
  describe('checkAuth', () => {
    it('sends the user to the login page (/) on 401, asking the server exactly once', async () => {
      const fetch = fakeFetch({ 'GET /api/admin/session': { status: 401, body: { statusCode: 401, message: 'Unauthorized' } } });
      const auth = createAuthProvider({ fetch });

      await expect(auth.checkAuth({})).rejects.toEqual(expect.objectContaining({ redirectTo: '/', message: false }));
      // Let any retry timers a retrying client would schedule run out.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(fetch.callsTo('GET /api/admin/session')).toBe(1);
    });

    it('sends the session cookie', async () => {
      const fetch = fakeFetch({ 'GET /api/admin/session': { status: 200, body: ADMIN } });
      await createAuthProvider({ fetch }).checkAuth({});
      expect(fetch.mock.calls[0][1]).toEqual(expect.objectContaining({ credentials: 'include' }));
    });

    it('shares one request between checks made at the same moment', async () => {
      const fetch = fakeFetch({ 'GET /api/admin/session': { status: 200, body: ADMIN } });
      const auth = createAuthProvider({ fetch });
      await Promise.all([auth.checkAuth({}), auth.checkAuth({}), auth.checkAuth({})]);
      expect(fetch.callsTo('GET /api/admin/session')).toBe(1);
    });

    it('asks again on the next navigation (a later check)', async () => {
      const fetch = fakeFetch({ 'GET /api/admin/session': { status: 200, body: ADMIN } });
      const auth = createAuthProvider({ fetch });
      await auth.checkAuth({});
      await auth.checkAuth({});
      expect(fetch.callsTo('GET /api/admin/session')).toBe(2);
    });

    it('treats a network failure like no session', async () => {
      const fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
      await expect(createAuthProvider({ fetch }).checkAuth({})).rejects.toEqual(expect.objectContaining({ redirectTo: '/' }));
      expect(fetch).toHaveBeenCalledTimes(1);
    });
  });

  describe('login', () => {
    it('posts the credentials as JSON and goes to the dashboard', async () => {
      const fetch = fakeFetch({ 'POST /api/admin/login': { status: 200, body: ADMIN } });
      const result = await createAuthProvider({ fetch }).login({ email: ADMIN.email, password: 'secret' });
      expect(result).toEqual({ redirectTo: '/dashboard' });
      const [, init] = fetch.mock.calls[0];
      expect(JSON.parse(String(init?.body))).toEqual({ email: ADMIN.email, password: 'secret' });
      expect(init?.headers).toEqual(expect.objectContaining({ 'Content-Type': 'application/json' }));
    });

    it.each([401, 400, 500])('rejects with the one login message on %i', async (status) => {
      const fetch = fakeFetch({ 'POST /api/admin/login': { status, body: { statusCode: status, message: 'x' } } });
      await expect(createAuthProvider({ fetch }).login({ email: 'a@b.co', password: 'p' })).rejects.toThrow(LOGIN_FAILED_MESSAGE);
    });

    it('rejects a pause (429) as SignInPaused with the server words (the sign-in page chooses what to show)', async () => {
      const fetch = fakeFetch({ 'POST /api/admin/login': { status: 429, body: { statusCode: 429, message: 'Please wait 30 seconds' } } });
      const refused = createAuthProvider({ fetch }).login({ email: 'a@b.co', password: 'p' });
      await expect(refused).rejects.toBeInstanceOf(SignInPaused);
      await expect(refused).rejects.toThrow('Please wait 30 seconds');
    });

    it('rejects with the same message when the network fails', async () => {
      const fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
      await expect(createAuthProvider({ fetch }).login({ email: 'a@b.co', password: 'p' })).rejects.toThrow(LOGIN_FAILED_MESSAGE);
    });
  });

  describe('the second step (two-step sign-in)', () => {
    it('throws SecondStepNeeded when the password was right and a code comes next, and keeps no session', async () => {
      const fetch = fakeFetch({ 'POST /api/admin/login': { status: 200, body: { secondStepRequired: true } } });
      const auth = createAuthProvider({ fetch });
      await expect(auth.login({ email: ADMIN.email, password: 'p' })).rejects.toBeInstanceOf(SecondStepNeeded);
    });

    it('posts the code and goes to the dashboard', async () => {
      const fetch = fakeFetch({
        'POST /api/admin/login/second-step': { status: 200, body: { ...ADMIN, twoFactorEnabled: true, mustEnrolTwoFactor: false } },
      });
      const result = await createAuthProvider({ fetch }).login({ code: '123456' });
      expect(result).toEqual({ redirectTo: '/dashboard' });
      expect(JSON.parse(String(fetch.mock.calls[0][1]?.body))).toEqual({ code: '123456' });
    });

    it("rejects with the server's own message (a wrong code, or the 5 minutes ran out)", async () => {
      const fetch = fakeFetch({
        'POST /api/admin/login/second-step': { status: 401, body: { statusCode: 401, message: SECOND_FACTOR_MESSAGES.noSecondStep } },
      });
      await expect(createAuthProvider({ fetch }).login({ code: '000000' })).rejects.toThrow(SECOND_FACTOR_MESSAGES.noSecondStep);
    });

    it('sends an admin who must set up two-step sign-in to the set-up page', async () => {
      const fetch = fakeFetch({ 'POST /api/admin/login': { status: 200, body: { ...ADMIN, twoFactorEnabled: false, mustEnrolTwoFactor: true } } });
      const auth = createAuthProvider({ fetch });
      await expect(auth.login({ email: ADMIN.email, password: 'p' })).resolves.toEqual({ redirectTo: '/two-step-sign-in' });
      await expect(auth.getIdentity!()).resolves.toEqual(expect.objectContaining({ mustEnrolTwoFactor: true }));
    });
  });

  describe('getIdentity', () => {
    it('uses the admin from login without another request; fullName is the name', async () => {
      const fetch = fakeFetch({ 'POST /api/admin/login': { status: 200, body: ADMIN } });
      const auth = createAuthProvider({ fetch });
      await auth.login({ email: ADMIN.email, password: 'p' });
      await expect(auth.getIdentity!()).resolves.toEqual(expect.objectContaining({ id: 7, fullName: 'Jo Citizen' }));
      expect(fetch).toHaveBeenCalledTimes(1);
    });

    it('falls back to the email when the admin has no name', async () => {
      const fetch = fakeFetch({ 'GET /api/admin/session': { status: 200, body: { ...ADMIN, name: null } } });
      const identity = await createAuthProvider({ fetch }).getIdentity!();
      expect(identity.fullName).toBe(ADMIN.email);
    });

    it("takes the new name of the signed-in admin after a rename, without asking the server; another admin's rename changes nothing", async () => {
      const fetch = fakeFetch({ 'POST /api/admin/login': { status: 200, body: ADMIN } });
      const auth = createAuthProvider({ fetch });
      await auth.login({ email: ADMIN.email, password: 'p' });
      await expect(auth.identityChanged({ id: 8, name: 'Someone Else' })).resolves.toBe(false);
      await expect(auth.getIdentity!()).resolves.toEqual(expect.objectContaining({ fullName: 'Jo Citizen' }));
      await expect(auth.identityChanged({ id: ADMIN.id, name: 'Jo Renamed' })).resolves.toBe(true);
      await expect(auth.getIdentity!()).resolves.toEqual(expect.objectContaining({ id: ADMIN.id, fullName: 'Jo Renamed' }));
      expect(fetch).toHaveBeenCalledTimes(1);
    });
  });

  describe('logout', () => {
    it('ends the server session and returns the login path', async () => {
      const fetch = fakeFetch({ 'GET /api/admin/session': { status: 200, body: ADMIN }, 'POST /api/admin/logout': { status: 204 } });
      const auth = createAuthProvider({ fetch });
      await auth.checkAuth({});
      await expect(auth.logout({})).resolves.toBe('/');
      expect(fetch.callsTo('POST /api/admin/logout')).toBe(1);
    });

    it('does not call the server when it already said there is no session', async () => {
      const fetch = fakeFetch({ 'GET /api/admin/session': { status: 401 } });
      const auth = createAuthProvider({ fetch });
      await auth.checkAuth({}).catch(() => undefined);
      await auth.logout({});
      expect(fetch.callsTo('POST /api/admin/logout')).toBe(0);
    });

    it('leaves the server session alone when the check never reached the server (a reload aborts it)', async () => {
      let reachable = false;
      const fetch = fakeFetch({
        'GET /api/admin/session': () => {
          if (!reachable) throw new TypeError('Failed to fetch');
          return { status: 200, body: ADMIN };
        },
        'POST /api/admin/logout': { status: 204 },
      });
      const auth = createAuthProvider({ fetch });
      await expect(auth.checkAuth({})).rejects.toEqual(expect.objectContaining({ redirectTo: '/' }));
      await expect(auth.logout({})).resolves.toBe('/');
      expect(fetch.callsTo('POST /api/admin/logout')).toBe(0);

      // Once a check reaches the server again, a logout ends the session as usual.
      reachable = true;
      await auth.checkAuth({});
      await auth.logout({});
      expect(fetch.callsTo('POST /api/admin/logout')).toBe(1);
    });

    it('still returns the login path when the server cannot be reached', async () => {
      const fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
      await expect(createAuthProvider({ fetch }).logout({})).resolves.toBe('/');
    });
  });

  describe('checkError', () => {
    it.each([401, 403])('logs out to the login page on %i', async (status) => {
      const auth = createAuthProvider({ fetch: jest.fn() });
      await expect(auth.checkError({ status })).rejects.toEqual(expect.objectContaining({ redirectTo: '/', logoutUser: true }));
    });

    it.each([400, 404, 409, 500])('keeps the user signed in on %i', async (status) => {
      await expect(createAuthProvider({ fetch: jest.fn() }).checkError({ status })).resolves.toBeUndefined();
    });
  });
});

describe('createAuthProvider around sign-in', () => {
  it('a session check started before login neither answers for after it nor forgets the new session', async () => {
    let answerFirst!: () => void;
    let sessionCalls = 0;
    const fetch = fakeFetch({
      'GET /api/admin/session': () => {
        sessionCalls += 1;
        if (sessionCalls === 1) {
          // The login page's check, still on its way while the admin signs in.
          return new Promise((resolve) => {
            answerFirst = () => resolve({ status: 401 });
          });
        }
        return { status: 200, body: ADMIN };
      },
      'POST /api/admin/login': { status: 200, body: ADMIN },
      'POST /api/admin/logout': { status: 204 },
    });
    const auth = createAuthProvider({ fetch });
    const stale = auth.checkAuth({});
    await new Promise((resolve) => setTimeout(resolve, 0));
    await auth.login({ email: ADMIN.email, password: 'p' });
    // The dashboard's check after login asks the server afresh.
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
    answerFirst();
    await expect(stale).rejects.toEqual(expect.objectContaining({ redirectTo: '/' }));
    await expect(auth.getIdentity!()).resolves.toEqual(expect.objectContaining({ fullName: ADMIN.name }));
    await auth.logout({});
    expect(fetch.callsTo('POST /api/admin/logout')).toBe(1);
  });
});
