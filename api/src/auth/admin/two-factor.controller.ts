import { Body, Controller, Param, ParseIntPipe, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { type AdminSessionDto, type AdminUserDto } from '@homeward/domain';
import { AdminDelete } from '../../common/openapi/operations.js';
import { CurrentUser } from '../../common/current-user.js';
import { IdentityProofDto } from '../second-factor/identity-proof.dto.js';
import { AdminUserResponse } from './dto/auth.dto.js';
import { AdminSecondFactorService } from './admin-second-factor.service.js';
import type { Request } from 'express';

/** Another admin's reset of their second factor (setting up one's own is the door's: DoorController). */
@ApiTags('admin')
@Controller('api/admin')
export class TwoFactorController {
  constructor(private readonly secondFactor: AdminSecondFactorService) {}

  @AdminDelete('users/:id/two-factor', {
    summary: "Reset another admin's two-step sign-in (a lost phone): their sessions end, and they set it up again at their next sign-in",
    description:
      'Confirm it is you first: your own currentPassword, or currentCode from your app, in the body. 400 for your own account or when the confirmation is missing or wrong (five wrong tries in one session end it: 401); 409 when that admin has not set it up. That admin is emailed.',
    errors: [409],
    ok: AdminUserResponse,
  })
  reset(
    @CurrentUser() actor: AdminSessionDto,
    @Req() req: Request,
    @Param('id', ParseIntPipe) id: number,
    @Body() body: IdentityProofDto,
  ): Promise<AdminUserDto> {
    return this.secondFactor.reset(req, actor, id, body);
  }
}
