import {
  Body,
  Controller,
  Get,
  HttpCode,
  Inject,
  Injectable,
  Post,
  Req,
  Res,
  SetMetadata,
  UseGuards,
  type CanActivate,
  type ExecutionContext,
  type Type,
} from '@nestjs/common';
import { ModuleRef, Reflector } from '@nestjs/core';
import { ApiExtraModels, ApiOkResponse, ApiTags, ApiTooManyRequestsResponse, getSchemaPath } from '@nestjs/swagger';
import type { RecoveryCodesDto, SecondFactorSetupDto, SecondStepRequiredDto } from '@homeward/domain';
import { PublicOperation } from '../../common/openapi/decorators.js';
import { IdentityProofDto } from '../second-factor/identity-proof.dto.js';
import { doorToken, type Door, type DoorConfig } from './door.js';
import {
  ConfirmSecondFactorDto,
  LoginDto,
  OkResponse,
  RecoveryCodesResponse,
  SecondFactorSetupResponse,
  SecondStepDto,
  SecondStepRequiredResponse,
} from './door.dto.js';
import { BeforeSecondFactor, Public } from './public.decorator.js';
import type { DoorUser, PasswordOutcome } from './door-session.js';
import type { SessionDoor } from '../../database/session.entity.js';
import type { Request, Response } from 'express';

/** Which door a controller is (read by DoorLoginGuard). */
const DOOR_OF_CONTROLLER = 'homeward:door';

/** Where the login guard leaves the password step's outcome for the login handler. */
const PASSWORD_OUTCOME = 'passwordOutcome';

const TOO_MANY =
  'LOGIN_RATE_LIMIT failed attempts in 15 minutes from this address for this account (or 5 times as many for any account), or the account is pausing after failures from anywhere; Retry-After says how many seconds to wait';

/**
 * Every door's password step (Door.passwordStep), as a guard so it runs before the pipes: which door is the
 * controller's (DoorController). The outcome waits in res.locals for the login handler.
 */
@Injectable()
export class DoorLoginGuard implements CanActivate {
  constructor(
    private readonly moduleRef: ModuleRef,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const name = this.reflector.get<SessionDoor>(DOOR_OF_CONTROLLER, context.getClass());
    const door = this.moduleRef.get<Door<DoorUser, unknown>>(doorToken(name), { strict: false });
    const http = context.switchToHttp();
    const res = http.getResponse<Response>();
    res.locals[PASSWORD_OUTCOME] = await door.passwordStep(http.getRequest<Request>(), res);
    return true;
  }
}

/**
 * A door's own routes, the same on every door (only the prefix, the session's body and the OpenAPI words differ):
 * POST login (the session, or { secondStepRequired: true }), POST login/second-step { code }, GET session,
 * POST logout, and setting up one's own second factor (POST account/two-factor/setup, then account/two-factor).
 */
export function DoorController<U extends DoorUser, S>(config: DoorConfig<U, S>): Type<unknown> {
  const { tag, who, sessionResponse, signedInOperation } = config.openApi;
  const sessionOrCode = { oneOf: [{ $ref: getSchemaPath(sessionResponse) }, { $ref: getSchemaPath(SecondStepRequiredResponse) }] };

  @ApiTags(tag)
  @ApiExtraModels(sessionResponse, SecondStepRequiredResponse)
  @SetMetadata(DOOR_OF_CONTROLLER, config.door)
  @Controller(config.prefix.replace(/^\//, ''))
  class DoorRoutes {
    constructor(@Inject(doorToken(config.door)) private readonly door: Door<U, S>) {}

    @Post('login')
    @Public()
    @HttpCode(200)
    @UseGuards(DoorLoginGuard)
    @PublicOperation({
      summary: `Sign in as ${who} (sets the session cookie)`,
      description: '401 "Invalid email or password" for any refusal; 429 with Retry-After while the attempt must wait.',
      errors: [401, 403, 429],
    })
    @ApiOkResponse({
      description: 'Signed in (the session), or the password was right and the code comes next ({ secondStepRequired: true })',
      schema: sessionOrCode,
    })
    @ApiTooManyRequestsResponse({ description: TOO_MANY })
    login(@Body() _body: LoginDto, @Res({ passthrough: true }) res: Response): S | SecondStepRequiredDto {
      return this.door.reply(res.locals[PASSWORD_OUTCOME] as PasswordOutcome<U>);
    }

    @Post('login/second-step')
    @Public()
    @HttpCode(200)
    @PublicOperation({
      summary: 'The second step of signing in: a code from the authenticator app, or a recovery code',
      description: '401 when the code is wrong, or when no first step was passed in this session in the last 5 minutes.',
      errors: [401, 403, 429],
    })
    @ApiOkResponse({ type: sessionResponse, description: 'Signed in; the session cookie is set' })
    @ApiTooManyRequestsResponse({ description: TOO_MANY })
    secondStep(@Body() body: SecondStepDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<S> {
      return this.door.secondStep(req, res, body.code);
    }

    @Get('session')
    @BeforeSecondFactor()
    @signedInOperation({ summary: `The signed-in session (${who})` })
    @ApiOkResponse({ type: sessionResponse })
    session(@Req() req: Request): S {
      return this.door.config.toSession(this.door.signedInUser(req));
    }

    @Post('logout')
    @Public()
    @HttpCode(200)
    @PublicOperation({ summary: 'Sign out (ends the session; also fine without one)', errors: [403] })
    @ApiOkResponse({ type: OkResponse, description: 'Signed out (also when there was no session)' })
    async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<OkResponse> {
      await this.door.sessions.logOut(req, res);
      return { ok: true };
    }

    @Post('account/two-factor/setup')
    @HttpCode(200)
    @BeforeSecondFactor()
    @signedInOperation({
      summary: 'Start setting up two-step sign-in: a new secret as a QR code (kept in the session until confirmed)',
      description:
        '400 unless currentPassword (your own) is right: a session alone cannot set up a second factor. Five wrong tries in one session end it (401).',
      errors: [409],
    })
    @ApiOkResponse({ type: SecondFactorSetupResponse })
    startSetup(@Req() req: Request, @Body() body: IdentityProofDto): Promise<SecondFactorSetupDto> {
      return this.door.secondFactor.startSetup(req, this.door.signedInUser(req), body);
    }

    @Post('account/two-factor')
    @HttpCode(200)
    @BeforeSecondFactor()
    @signedInOperation({
      summary: 'Finish setting up two-step sign-in with the first code from the app; answers the ten recovery codes, shown this once',
      description: '400 when the code is wrong or no set-up was started in this session; 409 when it is already set up.',
      errors: [409],
    })
    @ApiOkResponse({ type: RecoveryCodesResponse })
    confirmSetup(@Req() req: Request, @Body() body: ConfirmSecondFactorDto): Promise<RecoveryCodesDto> {
      return this.door.secondFactor.confirmSetup(req, this.door.signedInUser(req), body.code);
    }
  }
  // operationIds are Class_method: each door's controller is named for its door.
  Object.defineProperty(DoorRoutes, 'name', { value: config.openApi.controllerName });
  return DoorRoutes;
}
