import { Body, Controller, Post, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiCreatedResponse, ApiServiceUnavailableResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { RateLimitGuard } from '../common/rate-limit.guard.js';
import { CreateCalculatorLeadDto, CreateProviderLeadDto, LeadReceiptResponse } from './dto/create-lead.dto.js';
import { LeadValidationPipe } from './lead-validation.pipe.js';
import { LeadsService } from './leads.service.js';

@ApiTags('leads')
@Controller('api/leads')
@UseGuards(RateLimitGuard)
@SkipThrottle({ login: true })
@ApiBadRequestResponse({ description: "The first failing check's message (spec section 5 order), then type and length checks" })
@ApiServiceUnavailableResponse({ description: 'The database could not store the lead; nothing was saved' })
@ApiTooManyRequestsResponse({ description: 'More than LEAD_RATE_LIMIT submissions a minute from one address' })
export class LeadsController {
  constructor(private readonly leads: LeadsService) {}

  @Post('calculator')
  @ApiBody({ type: CreateCalculatorLeadDto })
  @ApiCreatedResponse({ type: LeadReceiptResponse })
  createCalculatorLead(@Body(new LeadValidationPipe(CreateCalculatorLeadDto)) body: object): Promise<LeadReceiptResponse> {
    return this.leads.createCalculatorLead(body as CreateCalculatorLeadDto);
  }

  @Post('provider')
  @ApiBody({ type: CreateProviderLeadDto })
  @ApiCreatedResponse({ type: LeadReceiptResponse })
  createProviderLead(@Body(new LeadValidationPipe(CreateProviderLeadDto)) body: object): Promise<LeadReceiptResponse> {
    return this.leads.createProviderLead(body as CreateProviderLeadDto);
  }
}
