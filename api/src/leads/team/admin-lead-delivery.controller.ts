import { Controller, HttpCode, Param, ParseIntPipe, Post, applyDecorators } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { LeadDeliveryDto } from '@homeward/domain';
import { ErrorResponse } from '../../common/openapi/error-response.js';
import { LeadDeliveryResponse } from '../dto/lead-delivery.response.js';
import { LeadDeliveryService } from './lead-delivery.service.js';

/** A "Send again" operation: answers 200 with the email's new delivery state, and the errors it can meet. */
const ResendOperation = (summary: string) =>
  applyDecorators(
    HttpCode(200),
    ApiOperation({ summary }),
    ApiOkResponse({ type: LeadDeliveryResponse, description: 'Queued again with a new Message-ID and a fresh attempt count; the sender starts at once' }),
    ApiBadRequestResponse({ type: ErrorResponse, description: 'The id is not a whole number' }),
    ApiUnauthorizedResponse({ type: ErrorResponse, description: 'No admin session' }),
    ApiForbiddenResponse({ type: ErrorResponse, description: 'Not a same-origin request' }),
    ApiNotFoundResponse({ type: ErrorResponse, description: 'No lead with this id' }),
    ApiConflictResponse({ type: ErrorResponse, description: 'A sender is sending this email right now' }),
  );

/** "Send again" on the admin lead tables. */
@ApiTags('admin')
@ApiCookieAuth()
@Controller('api/admin/leads')
export class AdminLeadDeliveryController {
  constructor(private readonly delivery: LeadDeliveryService) {}

  @Post('provider/:id/resend')
  @ResendOperation("Send a provider lead's email again")
  resendProvider(@Param('id', ParseIntPipe) id: number): Promise<LeadDeliveryDto> {
    return this.delivery.resend('provider', id);
  }

  @Post('calculator/:id/resend')
  @ResendOperation("Send a calculator lead's email to the team again")
  resendCalculator(@Param('id', ParseIntPipe) id: number): Promise<LeadDeliveryDto> {
    return this.delivery.resend('calculator', id);
  }
}
