import { SessionRepository } from '../accounts/session.repository.js';
import { DoorSession, type DoorUser } from './door-session.js';
import type { AuditService } from '../../audit/audit.service.js';
import type { AppConfig } from '../../config/app-config.js';
import type { Request } from 'express';
import type { DataSource } from 'typeorm';

/** A request whose session records what it held each time it was stored. */
function requestWithSession() {
  const stored: Array<Record<string, unknown>> = [];
  const session = {
    save(callback: (err?: unknown) => void) {
      const { save: _save, ...data } = this as Record<string, unknown>;
      stored.push(structuredClone(data));
      callback();
    },
  } as Record<string, unknown>;
  const req = {
    session,
    logIn(user: DoorUser, callback: (err?: unknown) => void) {
      session.passport = { user: user.id };
      callback();
    },
  } as unknown as Request;
  return { req, stored };
}

describe(DoorSession.name, () => {
  const user: DoorUser = { id: 7, email: 'admin@example.com', twoFactorEnabled: false };
  let door: DoorSession<DoorUser>;

  beforeEach(() => {
    const sessions = new SessionRepository({ getRepository: () => ({}) } as unknown as DataSource);
    const audit = { recordAlone: async () => undefined } as unknown as AuditService;
    const config = { sessionSecret: 'secret', trustProxy: false, isProduction: false } as unknown as AppConfig;
    const accounts = {
      verifyCredentials: async () => null,
      findAccountId: async () => null,
      findSessionUser: async () => null,
      recordSignIn: async () => undefined,
    };
    door = new DoorSession(sessions, config, audit, { door: 'admin', cookieName: 'hw_admin', cookiePath: '/api/admin', accounts });
  });
  afterEach(() => door.onModuleDestroy());

  it('stores the signed-in session with its sign-in time before sign-in returns (the cookie may be used at once)', async () => {
    const { req, stored } = requestWithSession();
    await door.signIn(req, user);
    expect(stored.at(-1)).toMatchObject({ passport: { user: 7 }, signedInAt: expect.any(Number) });
  });
});
