import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiExtraModels, ApiOkResponse, ApiProperty, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { PARTNER_DOOR_MESSAGES, type PartnerSessionDto, type SecondStepRequiredDto } from '@homeward/domain';
import { Public } from '../../doors/public.decorator.js';
import { PublicOperation } from '../../../common/openapi/decorators.js';
import { InjectDoor } from '../../doors/door.js';
import { signInAccountKey } from '../../doors/door-limits.js';
import { SecondStepRequiredResponse } from '../../doors/door.dto.js';
import { RequestPartnerSignInLinkDto, UsePartnerSignInLinkDto } from '../invitations/partner-door.dto.js';
import { PartnerSessionResponse } from '../../partner/partner-session.responses.js';
import { PartnerSignInLinks } from './partner-sign-in-links.service.js';
import type { PartnerDoor } from '../../partner/partner-door.js';
import type { Request, Response } from 'express';

class SignInLinkRequestedResponse {
  @ApiProperty({ example: PARTNER_DOOR_MESSAGES.signInLinkRequested }) message: string;
}

/** "Email me a link to sign in": the way in while the account is paused, or the password is not at hand. */
@ApiTags('partner')
@ApiExtraModels(PartnerSessionResponse, SecondStepRequiredResponse)
@Controller('api/partner/login/email-link')
export class PartnerSignInLinkController {
  constructor(
    private readonly links: PartnerSignInLinks,
    @InjectDoor('partner') private readonly door: PartnerDoor,
  ) {}

  @Post()
  @Public()
  @HttpCode(202)
  @PublicOperation({
    summary: 'Ask for a single-use sign-in link by email (the same answer whether or not the address has an account)',
    description: 'The link works once, for 15 minutes. At most 5 link requests (reset or sign-in) from one address in 15 minutes (429).',
    errors: [429],
  })
  @ApiAcceptedResponse({ type: SignInLinkRequestedResponse })
  async request(@Body() body: RequestPartnerSignInLinkDto, @Req() req: Request): Promise<SignInLinkRequestedResponse> {
    await this.door.limits.countLinkRequest(req.ip ?? 'unknown');
    this.links.request(body.email);
    return { message: PARTNER_DOOR_MESSAGES.signInLinkRequested };
  }

  @Post('confirm')
  @Public()
  @HttpCode(200)
  @PublicOperation({
    summary: 'Sign in with an emailed link (sets the portal session cookie); with a second factor, its code comes next',
    description: '404 for a link never issued, 410 for one expired, used or of a deactivated account.',
    errors: [404, 410],
  })
  @ApiOkResponse({
    description: 'Signed in, or the second factor comes next ({ secondStepRequired: true }: then POST /api/partner/login/second-step)',
    schema: { oneOf: [{ $ref: getSchemaPath(PartnerSessionResponse) }, { $ref: getSchemaPath(SecondStepRequiredResponse) }] },
  })
  async confirm(
    @Body() body: UsePartnerSignInLinkDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<PartnerSessionDto | SecondStepRequiredDto> {
    const outcome = await this.links.use(req, body.token);
    // Whoever holds the account's inbox signed in here: this browser is the owner's for the sign-in limits.
    if ('signedIn' in outcome) this.door.limits.knownBrowsers.remember(res, signInAccountKey(outcome.signedIn.id, outcome.signedIn.email));
    return this.door.reply(outcome);
  }
}
