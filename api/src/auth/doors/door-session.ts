import { type OnModuleDestroy, HttpStatus } from '@nestjs/common';
import session from 'express-session';
import passport from 'passport';
import { LOGIN_FAILED_MESSAGE, SIGN_IN_RULES } from '@homeward/domain';
import './session-data.js';
import { AUTH_ERRORS, authError } from '../auth-errors.js';
import { createLocalStrategy } from './local.strategy.js';
import type { AuditService } from '../../audit/audit.service.js';
import type { AppConfig } from '../../config/app-config.js';
import type { SessionDoor } from '../../database/session.entity.js';
import type { TypeormSessionStore } from '../../database/typeorm-session-store.js';
import type { SessionRepository } from '../accounts/session.repository.js';
import type { Request, RequestHandler, Response } from 'express';

export const SESSION_IDLE_MS = SIGN_IN_RULES.idleHours * 60 * 60_000;
export const SESSION_ABSOLUTE_MS = SIGN_IN_RULES.absoluteHours * 60 * 60_000;
const SECOND_STEP_MS = SIGN_IN_RULES.secondStepMinutes * 60_000;

/** What every door's signed-in user carries: enough to audit, and to know whether a second step comes. */
export interface DoorUser {
  id: number;
  email: string;
  twoFactorEnabled: boolean;
}

/** What the password step led to: signed in, or the second factor comes next. */
export type PasswordOutcome<U extends DoorUser = DoorUser> = { signedIn: U } | { secondStep: { userId: number; email: string } };

/** How a door's accounts are checked and re-read (its users service). */
export interface DoorAccounts<U extends DoorUser> {
  /** The user for these credentials, or null; the same work whether or not the email exists. */
  verifyCredentials(email: string, password: string): Promise<U | null>;
  /** The id of the account with exactly this email (normalised), active or not, or null: what its sign-in counts are kept under. */
  findAccountId(email: string): Promise<number | null>;
  /** The session's user, re-read on every request: null when deactivated or gone, so they are out at once. */
  findSessionUser(id: number): Promise<U | null>;
  /** Stamps the account's last sign-in: called once the whole sign-in is done (after the second factor, if any). */
  recordSignIn(id: number): Promise<void>;
}

/** One signed-in door: its cookie and its accounts. */
export interface DoorSpec<U extends DoorUser> {
  door: SessionDoor;
  cookieName: string;
  /** The cookie goes only to this door's API: public pages and the other door never carry it. */
  cookiePath: string;
  accounts: DoorAccounts<U>;
}

/**
 * The one session mechanism of the signed-in doors: express-session on the
 * database store (its rows tagged with the door, so a door never reads another's session), passport-local, the
 * 12-hour absolute lifetime, session regeneration at sign-in, and the half-way state of the second step. The
 * admin console and the provider portal each build one (doorProviders) with their own cookie and accounts.
 */
export class DoorSession<U extends DoorUser> implements OnModuleDestroy {
  readonly store: TypeormSessionStore;
  /**
   * This door's own passport instance: the session holds only the user id, and each request re-reads the
   * account, so a deactivated user is out at once. (The global instance would pile up serializers when several
   * apps share a process, as the tests do, and would mix the doors.)
   */
  private readonly authenticator = new passport.Passport();

  constructor(
    sessions: SessionRepository,
    private readonly config: AppConfig,
    protected readonly audit: AuditService,
    readonly spec: DoorSpec<U>,
  ) {
    this.store = sessions.openStore(spec.door, SESSION_IDLE_MS);
    this.authenticator.use(
      'local',
      createLocalStrategy((email, password) => spec.accounts.verifyCredentials(email, password)),
    );
    this.authenticator.serializeUser((user, done) => done(null, (user as U).id));
    this.authenticator.deserializeUser((id: unknown, done: (err: unknown, user?: U | false) => void) => {
      if (typeof id !== 'number') return done(null, false);
      spec.accounts
        .findSessionUser(id)
        .then((user) => done(null, user ?? false))
        .catch((err: unknown) => done(err));
    });
  }

  handlers(): RequestHandler[] {
    return [
      session({
        name: this.spec.cookieName,
        secret: this.config.sessionSecret,
        store: this.store,
        resave: false,
        saveUninitialized: false,
        rolling: true,
        unset: 'destroy',
        proxy: this.config.trustProxy !== false ? true : undefined,
        cookie: {
          path: this.spec.cookiePath,
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
   * session remembers whose password was right, for 5 minutes, and the code comes next (the second step).
   * Otherwise the user is signed in at once.
   */
  async logIn(req: Request, res: Response): Promise<PasswordOutcome<U>> {
    const user = await new Promise<U | false>((resolve, reject) => {
      const middleware = this.authenticator.authenticate('local', { session: false }, (err: unknown, found: U | false) =>
        err ? reject(err) : resolve(found),
      ) as RequestHandler;
      middleware(req, res, (err?: unknown) => (err ? reject(err) : resolve(false)));
    });
    const attempted = String((req.body as { email?: unknown }).email ?? '').slice(0, 254);
    if (!user) {
      // The email that was tried, never the password; no actor id (nobody is signed in).
      await this.audit.recordAlone({ action: 'login_failed', entity: 'session', actor: { id: null, email: attempted, kind: this.spec.door } });
      throw authError(HttpStatus.UNAUTHORIZED, AUTH_ERRORS.signInFailed, LOGIN_FAILED_MESSAGE);
    }
    return this.passedFirstStep(req, user);
  }

  /**
   * The first step (a right password, or a used sign-in link) is done: an account with a second factor is not
   * signed in yet: a fresh session remembers who, for 5 minutes, and the code comes next. Otherwise signed in.
   */
  async passedFirstStep(req: Request, user: U): Promise<PasswordOutcome<U>> {
    if (user.twoFactorEnabled) {
      // A new session id for the half-way state too: nothing planted before the first step carries over.
      await completed((done) => req.session.regenerate(done));
      req.session.secondStep = { userId: user.id, email: user.email, startedAt: Date.now() };
      // Stored before answering, as signIn does (the client may send the code at once).
      await completed((done) => req.session.save(done));
      return { secondStep: { userId: user.id, email: user.email } };
    }
    return { signedIn: await this.signIn(req, user) };
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
  async signIn(req: Request, user: U): Promise<U> {
    await completed((done) => req.logIn(user, done));
    req.session.signedInAt = Date.now();
    // Stored now, whole. express-session would store it as the response ends, but it sends the headers (the new
    // cookie) and all but the last byte of the body before that store is done: a client going on at the headers
    // could send the cookie while the row still lacks the sign-in time (so counts as aged) and be refused.
    await completed((done) => req.session.save(done));
    await this.spec.accounts.recordSignIn(user.id);
    await this.audit.recordAlone({ action: 'login', entity: 'session', entityId: user.id, actor: { id: user.id, email: user.email, kind: this.spec.door } });
    return user;
  }

  /** Ends this request's session (also fine without one) and clears the cookie. */
  async logOut(req: Request, res: Response): Promise<void> {
    if (req.session) {
      await completed((done) => req.logout(done));
      await completed((done) => req.session.destroy(done));
    }
    res.clearCookie(this.spec.cookieName, { path: this.spec.cookiePath });
  }

  onModuleDestroy(): void {
    this.store.close();
  }
}

/** A session or passport step that reports through a callback (regenerate, save, logIn, ...), awaited. */
function completed(step: (done: (err?: unknown) => void) => void): Promise<void> {
  return new Promise((resolve, reject) => step((err) => (err ? reject(err) : resolve())));
}

/**
 * A session ends 12 hours after its sign-in however busy it is (the idle timeout alone would let a session
 * that is used every few hours live for ever). An aged session is swapped for an empty one, so the request
 * goes on as a stranger's: a 401 on a guarded route. A signed-in session without the time (made before
 * this rule) is treated as aged: its user signs in once more.
 */
export const endAgedSessions: RequestHandler = (req, _res, next) => {
  const session = req.session as (typeof req.session & { passport?: { user?: unknown } }) | undefined;
  if (!session) return next();
  const signedIn = session.passport?.user !== undefined;
  const aged = signedIn && (session.signedInAt === undefined || Date.now() - session.signedInAt > SESSION_ABSOLUTE_MS);
  if (!aged) return next();
  session.regenerate((err) => next(err));
};
