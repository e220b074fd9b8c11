import { Body, Controller, HttpCode, Param, ParseIntPipe, Put, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AdminSessionDto, AdminUserDto } from '@homeward/domain';
import { AdminOperation } from '../../common/openapi/decorators.js';
import { AdminCreate, AdminGet, AdminPut } from '../../common/openapi/operations.js';
import { ListQueryDto } from '../../common/list-query.dto.js';
import { sendListPage } from '../../common/list-query.js';
import { CurrentUser } from '../../common/current-user.js';
import { OkResponse } from '../doors/door.dto.js';
import { AdminUserLifecycleService } from './admin-user-lifecycle.service.js';
import { AdminUsersService } from './admin-users.service.js';
import { AdminUserResponse, CreateAdminUserDto } from './dto/auth.dto.js';
import { ChangeOwnPasswordDto, SetPasswordDto, UpdateAdminUserDto } from './dto/user-lifecycle.dto.js';
import type { Request, Response } from 'express';

@ApiTags('admin')
@Controller('api/admin')
export class AdminUsersController {
  constructor(
    private readonly users: AdminUsersService,
    private readonly lifecycle: AdminUserLifecycleService,
  ) {}

  @AdminGet('users', { summary: 'List admin users (ra-data-simple-rest: sort, range, filter q; Content-Range)', ok: [AdminUserResponse] })
  async list(@Query() query: ListQueryDto, @Res({ passthrough: true }) res: Response): Promise<AdminUserDto[]> {
    return sendListPage(res, 'users', await this.users.list(query));
  }

  @AdminGet('users/:id', { summary: 'One admin user', ok: AdminUserResponse })
  get(@Param('id', ParseIntPipe) id: number): Promise<AdminUserDto> {
    return this.users.get(id);
  }

  @AdminCreate('users', { summary: 'Add an admin user', errors: [409], created: AdminUserResponse })
  create(@Body() body: CreateAdminUserDto): Promise<AdminUserDto> {
    return this.users.create(body);
  }

  @AdminPut('users/:id', {
    summary: 'Rename, deactivate or reactivate an admin user',
    description: "Deactivating ends all the account's sessions at once. 400: deactivating yourself; 409: the last active admin.",
    errors: [409],
    ok: AdminUserResponse,
  })
  update(@CurrentUser() actor: AdminSessionDto, @Param('id', ParseIntPipe) id: number, @Body() body: UpdateAdminUserDto): Promise<AdminUserDto> {
    return this.lifecycle.update(actor, id, body);
  }

  @AdminPut('users/:id/password', {
    summary: "Set a new password for another admin (ends that account's sessions)",
    description:
      'Confirm it is you first: your own currentPassword, or currentCode from your app. 400 for your own account (use PUT /api/admin/account/password) or when the confirmation is missing or wrong (five wrong tries in one session end it: 401). That admin is emailed.',
    ok: AdminUserResponse,
  })
  setPassword(
    @CurrentUser() actor: AdminSessionDto,
    @Req() req: Request,
    @Param('id', ParseIntPipe) id: number,
    @Body() body: SetPasswordDto,
  ): Promise<AdminUserDto> {
    return this.lifecycle.setPassword(req, actor, id, body);
  }

  @Put('account/password')
  @HttpCode(200)
  @AdminOperation({ summary: 'Change your own password (re-enter the current one); your other sessions end' })
  @ApiOkResponse({ type: OkResponse })
  async changeOwnPassword(@CurrentUser() actor: AdminSessionDto, @Req() req: Request, @Body() body: ChangeOwnPasswordDto): Promise<OkResponse> {
    await this.lifecycle.changeOwnPassword(actor, req.sessionID, body.currentPassword, body.newPassword);
    return { ok: true };
  }
}
