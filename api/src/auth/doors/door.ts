import {
  BadRequestException,
  HttpStatus,
  Inject,
  UnauthorizedException,
  type FactoryProvider,
  type INestApplicationContext,
  type OnModuleDestroy,
  type Provider,
  type Type,
} from '@nestjs/common';
import { APP_GUARD, Reflector } from '@nestjs/core';
import { SECOND_FACTOR_MESSAGES, type SecondStepRequiredDto } from '@homeward/domain';
import { AuditService } from '../../audit/audit.service.js';
import { validateBody } from '../../common/validation.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { AUTH_ERRORS, authError } from '../auth-errors.js';
import { RedisConnection } from '../../shared-state/redis-connection.js';
import { SessionRepository } from '../accounts/session.repository.js';
import { DoorLimits, signInAccountKey } from './door-limits.js';
import { DoorSession, type DoorAccounts, type DoorUser, type PasswordOutcome } from './door-session.js';
import { DoorSessionGuard } from './door-guard.js';
import { LoginDto } from './door.dto.js';
import { KnownBrowsers } from './known-browser.js';
import type { AccountSecondFactor } from '../second-factor/account-second-factor.js';
import type { SessionDoor } from '../../database/session.entity.js';
import type { Request, RequestHandler, Response } from 'express';

/** How a door is described in the OpenAPI document (its tag, its controller's name, its session's shape). */
export interface DoorOpenApi {
  tag: string;
  /** The door's controller class name: operationIds are Class_method, so each door's must be its own. */
  controllerName: string;
  /** Who signs in here, in the summaries ('an admin', 'a provider user'). */
  who: string;
  /** The session body's response class. */
  sessionResponse: Type<unknown>;
  /** The operation decorator of this door's signed-in routes (the session cookie, 401 and 403). */
  signedInOperation: (options: { summary: string; description?: string; errors?: number[] }) => MethodDecorator;
}

/**
 * One signed-in door, as configured: the admin console's (/api/admin) and the provider portal's (/api/partner)
 * are the same door built twice from one of these. U is the user its session re-reads on every request; S the
 * body its login, second step and session routes answer.
 */
export interface DoorConfig<U extends DoorUser, S> {
  door: SessionDoor;
  /** The door's API prefix: its routes, its session cookie's path and its known-browser cookie's path. */
  prefix: string;
  cookieName: string;
  knownBrowserCookie: string;
  /** The door's accounts: looked up at sign-in and re-read for the session (its users service). */
  accounts: Type<DoorAccounts<U>>;
  secondFactor: Type<AccountSecondFactor>;
  /** The names the door's sign-in and link-request counters are kept under. */
  limits: { countersName: string; linkRequestsName: string };
  /** Whether a session's user belongs to this door (the guard refuses the other door's). */
  isDoorUser(user: unknown): boolean;
  /** A signed-in user who may reach only the routes marked @BeforeSecondFactor() (the admin door's ADMIN_REQUIRE_2FA). */
  mustEnrol?(user: U): boolean;
  /** The session body. */
  toSession(user: U): S;
  openApi: DoorOpenApi;
}

/** The Nest token of a door's Door. */
export const doorToken = (door: SessionDoor): string => `homeward:door:${door}`;

/** Injects a door's Door (`@InjectDoor('partner') door: Door<PartnerSessionUser, PartnerSessionDto>`). */
export const InjectDoor = (door: SessionDoor): ParameterDecorator => Inject(doorToken(door));

/**
 * One door at work: its session (DoorSession), its limits (DoorLimits), its second factor, and the two steps of
 * signing in that every door takes the same way.
 */
export class Door<U extends DoorUser, S> implements OnModuleDestroy {
  constructor(
    readonly config: DoorConfig<U, S>,
    readonly sessions: DoorSession<U>,
    readonly limits: DoorLimits,
    readonly secondFactor: AccountSecondFactor,
    private readonly audit: AuditService,
  ) {}

  /**
   * The password step: validates the login body (it runs in a guard, before pipes), refuses an attempt that
   * must wait (429: the address, the address and account, or the account's pause; a browser that signed in to
   * the account before is held only to its own count), then checks the password through passport-local,
   * counting a wrong one. A right password signs in, or (with a second factor) leads to the code step.
   */
  async passwordStep(req: Request, res: Response): Promise<PasswordOutcome<U>> {
    const body: unknown = req.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new BadRequestException('The request body must be a JSON object');
    // Guards run before pipes: the global pipe is called here on the body.
    const dto = await validateBody(LoginDto, body);
    req.body = { email: dto.email, password: dto.password };
    // Counted under the account the email names, however it was typed (an unknown email under its normalised form).
    const account = signInAccountKey(await this.sessions.spec.accounts.findAccountId(dto.email), dto.email);
    const attempt = { address: req.ip ?? 'unknown', account, knownBrowser: this.limits.knownBrowsers.isKnown(req, account) };
    await this.limits.assertAllowed(attempt);
    let outcome: PasswordOutcome<U>;
    try {
      outcome = await this.sessions.logIn(req, res);
    } catch (error) {
      if (error instanceof UnauthorizedException) await this.limits.recordFailure(attempt);
      throw error;
    }
    if ('signedIn' in outcome) {
      await this.limits.recordSuccess(attempt);
      this.limits.knownBrowsers.remember(res, account);
    }
    return outcome;
  }

  /**
   * The second step: the session remembers whose password was right (for 5 minutes); a right code signs that
   * user in. A wrong code counts as a failed sign-in, with the same limits and pauses as a wrong password, so the
   * 6-digit codes cannot be run through.
   */
  async secondStep(req: Request, res: Response, code: string): Promise<S> {
    const pending = this.sessions.pendingSecondStep(req);
    if (pending === null) throw authError(HttpStatus.UNAUTHORIZED, AUTH_ERRORS.sessionExpired, SECOND_FACTOR_MESSAGES.noSecondStep);
    const account = signInAccountKey(pending.userId, pending.email);
    const attempt = { address: req.ip ?? 'unknown', account, knownBrowser: this.limits.knownBrowsers.isKnown(req, account) };
    await this.limits.assertAllowed(attempt);
    const passed = await this.secondFactor.verify(pending.userId, pending.email, code);
    const user = passed === null ? null : await this.sessions.spec.accounts.findSessionUser(pending.userId);
    if (user === null) {
      await this.limits.recordFailure(attempt);
      await this.audit.recordAlone({
        action: 'login_failed',
        entity: 'session',
        entityId: pending.userId,
        actor: { id: null, email: pending.email, kind: this.config.door },
      });
      throw authError(HttpStatus.UNAUTHORIZED, AUTH_ERRORS.wrongCode, SECOND_FACTOR_MESSAGES.wrongCode);
    }
    delete req.session.secondStep;
    await this.sessions.signIn(req, user);
    await this.limits.recordSuccess(attempt);
    this.limits.knownBrowsers.remember(res, account);
    return this.config.toSession(user);
  }

  /** What a first step (the password, or an emailed sign-in link) answers: the session, or that a code comes next. */
  reply(outcome: PasswordOutcome<U>): S | SecondStepRequiredDto {
    return 'signedIn' in outcome ? this.config.toSession(outcome.signedIn) : { secondStepRequired: true };
  }

  /** This door's signed-in user (its guard has already refused a request without one). */
  signedInUser(req: Request): U {
    return req.user as U;
  }

  onModuleDestroy(): void {
    this.sessions.onModuleDestroy();
  }
}

/** A door's session middleware (express-session and passport), for the app to mount under the door's prefix only. */
export const doorSessionHandlers = (app: INestApplicationContext, door: SessionDoor): RequestHandler[] =>
  app.get<string, Door<DoorUser, unknown>>(doorToken(door)).sessions.handlers();

/** A door's providers: its Door (under doorToken) and its global session guard. */
export function doorProviders<U extends DoorUser, S>(config: DoorConfig<U, S>): Provider[] {
  const door: FactoryProvider<Door<U, S>> = {
    provide: doorToken(config.door),
    inject: [SessionRepository, APP_CONFIG, AuditService, RedisConnection, config.accounts, config.secondFactor],
    useFactory: (
      sessionRecords: SessionRepository,
      app: AppConfig,
      audit: AuditService,
      redis: RedisConnection,
      accounts: DoorAccounts<U>,
      secondFactor: AccountSecondFactor,
    ) => {
      const sessions = new DoorSession(sessionRecords, app, audit, { door: config.door, cookieName: config.cookieName, cookiePath: config.prefix, accounts });
      const knownBrowsers = new KnownBrowsers(app.sessionSecret, `${config.prefix}/login`, app.isProduction, config.knownBrowserCookie);
      const limits = new DoorLimits(redis, { limit: app.loginRateLimit, ...config.limits, knownBrowsers });
      return new Door(config, sessions, limits, secondFactor, audit);
    },
  };
  const guard: FactoryProvider<DoorSessionGuard<U>> = {
    provide: APP_GUARD,
    inject: [Reflector],
    useFactory: (reflector: Reflector) => new DoorSessionGuard<U>(reflector, config),
  };
  return [door, guard];
}
