import { BadRequestException, HttpCode, UnauthorizedException, applyDecorators } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import { PublicOperation } from '../common/openapi/decorators.js';
import { validateBody } from '../common/validation.js';
import { signInAccountKey, type LoginAttempts } from '../shared-state/login-attempts.js';
import { LoginDto, OkResponse } from './dto/auth.dto.js';
import { Public } from './public.decorator.js';
import type { DoorSession, DoorUser, PasswordOutcome } from './door-session.js';
import type { KnownBrowsers } from './known-browser.js';
import type { Request, Response } from 'express';

/** Where a door's login guard leaves the password step's outcome for the login handler. */
export const PASSWORD_OUTCOME = 'passwordOutcome';

/** What one door's password step uses: its session, its failed-attempt counts and its known-browser cookie. */
export interface DoorLogin<U extends DoorUser> {
  sessions: DoorSession<U>;
  attempts: LoginAttempts;
  knownBrowsers: KnownBrowsers;
}

/**
 * The password step of every door: validates the login body with the global pipe (guards run before pipes), refuses an attempt that
 * must wait (429: the address, the address and account, or the account's pause; a browser that signed in to
 * the account before is held only to its own count), then checks the password through passport-local,
 * counting a wrong one. A right password signs in, or (with a second factor) leads to the code step; the
 * outcome is left in res.locals[PASSWORD_OUTCOME].
 */
export async function passwordStep<U extends DoorUser>(req: Request, res: Response, door: DoorLogin<U>): Promise<PasswordOutcome<U>> {
  const body: unknown = req.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new BadRequestException('The request body must be a JSON object');
  // Guards run before pipes: the global pipe is called here on the body.
  const dto = await validateBody(LoginDto, body);
  req.body = { email: dto.email, password: dto.password };
  // Counted under the account the email names, however it was typed (an unknown email under its normalised form).
  const account = signInAccountKey(await door.sessions.spec.accounts.findAccountId(dto.email), dto.email);
  const attempt = { address: req.ip ?? 'unknown', account, knownBrowser: door.knownBrowsers.isKnown(req, account) };
  await door.attempts.assertAllowed(attempt);
  let outcome: PasswordOutcome<U>;
  try {
    outcome = await door.sessions.logIn(req, res);
  } catch (error) {
    if (error instanceof UnauthorizedException) await door.attempts.recordFailure(attempt);
    throw error;
  }
  if ('signedIn' in outcome) {
    await door.attempts.recordSuccess(attempt);
    door.knownBrowsers.remember(res, account);
  }
  res.locals[PASSWORD_OUTCOME] = outcome;
  return outcome;
}

/** A door's sign-out (DoorSession.logOut): open without a session, so it answers 200 { ok: true } either way. */
export const SignOutOperation = (summary: string): MethodDecorator =>
  applyDecorators(
    Public(),
    HttpCode(200),
    PublicOperation({ summary, errors: [403] }),
    ApiOkResponse({ type: OkResponse, description: 'Signed out (also when there was no session)' }),
  );
