import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { UnauthorizedException } from '@nestjs/common';
import session from 'express-session';
import passport from 'passport';
import { LOGIN_FAILED_MESSAGE, SIGN_IN_RULES, type AdminSessionDto } from '@homeward/domain';
import './session-data.js';
import { AuditService } from '../audit/audit.service.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { TypeormSessionStore } from '../database/typeorm-session-store.js';
import { createLocalStrategy } from './local.strategy.js';
import { AdminUsersService } from './admin-users.service.js';
import type { DataSource } from 'typeorm';
import type { Request, RequestHandler, Response } from 'express';

export const SESSION_COOKIE = 'hw_admin';
/** The cookie goes only to the admin API: public pages and reads never carry or load a session. */
export const SESSION_COOKIE_PATH = '/api/admin';
export const SESSION_IDLE_MS = SIGN_IN_RULES.idleHours * 60 * 60_000;
export const SESSION_ABSOLUTE_MS = SIGN_IN_RULES.absoluteHours * 60 * 60_000;
const SECOND_STEP_MS = SIGN_IN_RULES.secondStepMinutes * 60_000;

/** What the password step led to: signed in, or the second factor comes next. */
export type PasswordOutcome = { signedIn: AdminSessionDto } | { secondStep: { userId: number; email: string } };

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
      endAgedSessions,
      this.authenticator.initialize(),
      this.authenticator.session(),
    ];
  }

  /**
   * Checks the credentials with passport-local. An account with a second factor is not signed in yet: a fresh
   * session remembers whose password was right, for 5 minutes, and the code comes next (completeSecondStep).
   * Otherwise the admin is signed in at once.
   */
  async logIn(req: Request, res: Response): Promise<PasswordOutcome> {
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
    if (admin.twoFactorEnabled) {
      // A new session id for the half-way state too: nothing planted before the password carries over.
      await new Promise<void>((resolve, reject) => req.session.regenerate((err) => (err ? reject(err) : resolve())));
      req.session.secondStep = { userId: admin.id, email: admin.email, startedAt: Date.now() };
      return { secondStep: { userId: admin.id, email: admin.email } };
    }
    return { signedIn: await this.signIn(req, admin) };
  }

  /** The half-way state of this session (password right, code not yet), if it has not timed out. */
  pendingSecondStep(req: Request): { userId: number; email: string } | null {
    const pending = req.session?.secondStep;
    if (!pending || Date.now() - pending.startedAt > SECOND_STEP_MS) return null;
    return { userId: pending.userId, email: pending.email };
  }

  /**
   * Starts the signed-in session. passport >= 0.6 regenerates the session id on login, so a session id
   * planted before login is worthless; the time is kept for the absolute lifetime.
   */
  async signIn(req: Request, admin: AdminSessionDto): Promise<AdminSessionDto> {
    await new Promise<void>((resolve, reject) => req.logIn(admin, (err) => (err ? reject(err) : resolve())));
    req.session.signedInAt = Date.now();
    await this.audit.recordAlone({ action: 'login', entity: 'session', entityId: admin.id, actor: { id: admin.id, email: admin.email } });
    return admin;
  }

  onModuleDestroy(): void {
    this.store.close();
  }
}

/**
 * A session ends 12 hours after its sign-in however busy it is (the idle timeout alone would let a session
 * that is used every few hours live for ever). An aged session is swapped for an empty one, so the request
 * goes on as a stranger's: a 401 on a guarded route. A signed-in session without the time (made before
 * this rule) is treated as aged: its admin signs in once more.
 */
export const endAgedSessions: RequestHandler = (req, _res, next) => {
  const session = req.session as (typeof req.session & { passport?: { user?: unknown } }) | undefined;
  if (!session) return next();
  const signedIn = session.passport?.user !== undefined;
  const aged = signedIn && (session.signedInAt === undefined || Date.now() - session.signedInAt > SESSION_ABSOLUTE_MS);
  if (!aged) return next();
  session.regenerate((err) => next(err));
};
