import type { AdminStatsDto, AdminUserDto } from '@homeward/domain';
import { Body, Controller, Get, Param, ParseIntPipe, Post, Query, Res } from '@nestjs/common';
import { ApiConflictResponse, ApiCookieAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ListQueryDto } from '../common/list-query.dto.js';
import { sendListPage } from '../common/list-query.js';
import { AdminUsersService } from './admin-users.service.js';
import { AdminStatsResponse, AdminUserResponse, CreateAdminUserDto } from './dto/auth.dto.js';
import { StatsService } from './stats.service.js';

@ApiTags('admin')
@ApiCookieAuth()
@Controller('api/admin')
export class AdminUsersController {
  constructor(
    private readonly users: AdminUsersService,
    private readonly stats: StatsService,
  ) {}

  @Get('stats')
  @ApiOkResponse({ type: AdminStatsResponse })
  getStats(): Promise<AdminStatsDto> {
    return this.stats.get();
  }

  @Get('users')
  @ApiOkResponse({ type: AdminUserResponse, isArray: true })
  async list(@Query() query: ListQueryDto, @Res({ passthrough: true }) res: Response): Promise<AdminUserDto[]> {
    return sendListPage(res, 'users', await this.users.list(query));
  }

  @Get('users/:id')
  @ApiOkResponse({ type: AdminUserResponse })
  get(@Param('id', ParseIntPipe) id: number): Promise<AdminUserDto> {
    return this.users.get(id);
  }

  @Post('users')
  @ApiCreatedResponse({ type: AdminUserResponse })
  @ApiConflictResponse({ description: 'An admin user with this email already exists' })
  create(@Body() body: CreateAdminUserDto): Promise<AdminUserDto> {
    return this.users.create(body);
  }
}
