import { Controller, Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { ProviderTrust } from '@homeward/domain';
import { PublicOperation } from '../../common/openapi/decorators.js';
import { ErrorResponse } from '../../common/openapi/error-response.js';
import { providerNotFound } from '../provider-errors.js';
import { ProviderTrustResponse } from './notice-dtos.js';
import { NoticesService } from './notices.service.js';

@ApiTags('providers')
@Controller('api/providers')
export class ProviderTrustController {
  constructor(private readonly notices: NoticesService) {}

  @Get(':id/trust')
  @PublicOperation({
    summary: "A provider's trust panel: registration categories and the regulator's notices, current and past, with the day the team last checked",
  })
  @ApiOkResponse({ type: ProviderTrustResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'Unknown or inactive provider (or not a provider id)' })
  trust(@Param('id') id: string): Promise<ProviderTrust> {
    if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647) throw providerNotFound(`Provider ${id.slice(0, 20)} not found`);
    return this.notices.trust(Number(id));
  }
}
