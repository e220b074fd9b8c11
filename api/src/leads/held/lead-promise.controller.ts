import { Controller, Get, Header, Param, ParseIntPipe } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { LeadContactPromiseDto } from '@homeward/domain';
import { PublicOperation } from '../../common/openapi/decorators.js';
import { LeadsService } from '../leads.service.js';
import { LeadContactPromiseResponse } from './held-request.dto.js';

/** What the family would be promised: the lead dialog says it before they send (the date depends on the state's holidays). */
@ApiTags('leads')
@Controller('api/leads/provider')
export class LeadPromiseController {
  constructor(private readonly leads: LeadsService) {}

  @Get(':providerId/contact-by')
  @Header('Cache-Control', 'no-store')
  @PublicOperation({
    summary: "When a request sent now would be answered: 2 business days in the provider's state, and whether the team holds it (provider not on Homeward)",
    errors: [404],
  })
  @ApiOkResponse({ type: LeadContactPromiseResponse })
  contactBy(@Param('providerId', ParseIntPipe) providerId: number): Promise<LeadContactPromiseDto> {
    return this.leads.contactPromise(providerId);
  }
}
