import { Body, Controller, Post, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiCreatedResponse, ApiServiceUnavailableResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { PublicOperation } from '../../common/openapi/decorators.js';
import { RateLimitGuard } from '../../common/rate-limit.guard.js';
import { CreateCalculatorLeadDto, CreateProviderLeadDto, LeadReceiptResponse } from './create-lead.dto.js';
import { LeadValidationPipe } from './lead-validation.pipe.js';
import { LeadsService } from './leads.service.js';

@ApiTags('leads')
@Controller('api/leads')
@UseGuards(RateLimitGuard)
@ApiBadRequestResponse({
  description:
    "The first failing check's message (spec section 5 order), then type and length checks; for a provider lead's plan, the plan quote's checks and unknown service or classification ids",
})
@ApiServiceUnavailableResponse({ description: 'The database could not store the lead; nothing was saved' })
@ApiTooManyRequestsResponse({ description: 'More than LEAD_RATE_LIMIT submissions a minute from one address; Retry-After says how many seconds to wait' })
export class LeadsController {
  constructor(private readonly leads: LeadsService) {}

  @Post('calculator')
  @PublicOperation({ summary: 'Ask to be contacted about a calculator plan (a calculator lead)' })
  @ApiBody({ type: CreateCalculatorLeadDto })
  @ApiCreatedResponse({ type: LeadReceiptResponse })
  createCalculatorLead(@Body(new LeadValidationPipe(CreateCalculatorLeadDto)) body: object): Promise<LeadReceiptResponse> {
    return this.leads.createCalculatorLead(body as CreateCalculatorLeadDto);
  }

  @Post('provider')
  @PublicOperation({ summary: 'Ask a provider to get in touch (a provider lead)', errors: [404] })
  @ApiBody({ type: CreateProviderLeadDto })
  @ApiCreatedResponse({ type: LeadReceiptResponse })
  createProviderLead(@Body(new LeadValidationPipe(CreateProviderLeadDto)) body: object): Promise<LeadReceiptResponse> {
    return this.leads.createProviderLead(body as CreateProviderLeadDto);
  }
}
