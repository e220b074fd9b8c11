import { Controller, Header, Param, ParseIntPipe } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { LeadContactPromiseDto } from '@homeward/domain';
import { PublicGet } from '../../common/openapi/operations.js';
import { LeadsService } from '../intake/leads.service.js';
import { LeadContactPromiseResponse } from './held-request.dto.js';

/** What the family would be promised: the lead dialog says it before they send (the date depends on the state's holidays). */
@ApiTags('leads')
@Controller('api/leads/provider')
export class LeadPromiseController {
  constructor(private readonly leads: LeadsService) {}

  @PublicGet(':providerId/contact-by', {
    summary: "When a request sent now would be answered: 2 business days in the provider's state, and whether the team holds it (provider not on Homeward)",
    errors: [404],
    ok: LeadContactPromiseResponse,
  })
  @Header('Cache-Control', 'no-store')
  contactBy(@Param('providerId', ParseIntPipe) providerId: number): Promise<LeadContactPromiseDto> {
    return this.leads.contactPromise(providerId);
  }
}
