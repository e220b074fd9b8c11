import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { UnauthorizedException } from '@nestjs/common';
import session from 'express-session';
import passport from 'passport';
import type { AdminSessionDto } from '@homeward/domain';
import { AuditService } from '../audit/audit.service.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { TypeormSessionStore } from '../database/typeorm-session-store.js';
import { createLocalStrategy, LOGIN_FAILED_MESSAGE } from './local.strategy.js';
import { AdminUsersService } from './admin-users.service.js';
import type { DataSource } from 'typeorm';
import type { Request, RequestHandler, Response } from 'express';

export const SESSION_COOKIE = 'hw_admin';
/** The cookie goes only to the admin API: public pages and reads never carry or load a session. */
export const SESSION_COOKIE_PATH = '/api/admin';
export const SESSION_IDLE_MS = 8 * 60 * 60_000;

/**
 * express-session (database store) + passport with passport-local, mounted on /api/admin only
 * (see app-setup.ts).
 */
@Injectable()
export class AdminSessionMiddleware implements OnModuleDestroy {
  readonly store: TypeormSessionStore;
  /**
   * This app's own passport instance: the session holds only the admin id, and each request re-reads
   * the account, so a deactivated admin is out at once. (The global instance would pile up serializers
   * when several apps share a process, as the tests do.)
   */
  private readonly authenticator = new passport.Passport();

  constructor(
    @InjectDataSource() dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    users: AdminUsersService,
    private readonly audit: AuditService,
  ) {
    this.store = new TypeormSessionStore(dataSource, { defaultTtlMs: SESSION_IDLE_MS });
    this.authenticator.use('local', createLocalStrategy(users));
    this.authenticator.serializeUser((user, done) => done(null, (user as AdminSessionDto).id));
    this.authenticator.deserializeUser((id: unknown, done: (err: unknown, user?: AdminSessionDto | false) => void) => {
      if (typeof id !== 'number') return done(null, false);
      users
        .findSessionUser(id)
        .then((user) => done(null, user ?? false))
        .catch((err: unknown) => done(err));
    });
  }

  handlers(): RequestHandler[] {
    return [
      session({
        name: SESSION_COOKIE,
        secret: this.config.sessionSecret,
        store: this.store,
        resave: false,
        saveUninitialized: false,
        rolling: true,
        unset: 'destroy',
        proxy: this.config.trustProxy !== false ? true : undefined,
        cookie: {
          path: SESSION_COOKIE_PATH,
          httpOnly: true,
          sameSite: 'strict',
          secure: this.config.isProduction,
          maxAge: SESSION_IDLE_MS,
        },
      }),
      this.authenticator.initialize(),
      this.authenticator.session(),
    ];
  }

  /**
   * Checks the credentials with passport-local, then req.logIn starts the session. passport >= 0.6
   * regenerates the session id on login, so a session id planted before login is worthless.
   */
  async logIn(req: Request, res: Response): Promise<AdminSessionDto> {
    const admin = await new Promise<AdminSessionDto | false>((resolve, reject) => {
      const middleware = this.authenticator.authenticate('local', { session: false }, (err: unknown, user: AdminSessionDto | false) =>
        err ? reject(err) : resolve(user),
      ) as RequestHandler;
      middleware(req, res, (err?: unknown) => (err ? reject(err) : resolve(false)));
    });
    const attempted = String((req.body as { email?: unknown }).email ?? '').slice(0, 254);
    if (!admin) {
      // The email that was tried, never the password; no actor id (nobody is signed in).
      await this.audit.recordAlone({ action: 'login_failed', entity: 'session', actor: { id: null, email: attempted } });
      throw new UnauthorizedException(LOGIN_FAILED_MESSAGE);
    }
    await new Promise<void>((resolve, reject) => req.logIn(admin, (err) => (err ? reject(err) : resolve())));
    await this.audit.recordAlone({ action: 'login', entity: 'session', entityId: admin.id, actor: { id: admin.id, email: admin.email } });
    return admin;
  }

  onModuleDestroy(): void {
    this.store.close();
  }
}
