import { Body, Controller, Get, HttpCode, Patch, Post, Put, Res } from '@nestjs/common';
import { ApiConflictResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { ModerationRequestDto, PartnerListingDto, PartnerPricesDto } from '@homeward/domain';
import { PartnerOperation } from '../../common/openapi/decorators.js';
import { sendListPage } from '../../common/list-query.js';
import { CurrentUser, type PartnerActor } from '../../common/current-user.js';
import { ModerationService } from '../moderation/moderation.service.js';
import { ModerationRequestResponse, PartnerListingResponse, PartnerPricesResponse, PriceConfirmationResponse } from '../dto/listing-responses.js';
import { PartnerListingService } from './partner-listing.service.js';
import { PutPartnerPricesDto, UpdatePartnerListingDto } from './update-partner-listing.dto.js';
import type { Response } from 'express';

/** My listing, my prices and my changes waiting for approval: always the signed-in user's own provider. */
@ApiTags('partner')
@Controller('api/partner')
export class PartnerListingController {
  constructor(
    private readonly listings: PartnerListingService,
    private readonly moderation: ModerationService,
  ) {}

  @Get('listing')
  @PartnerOperation({ summary: "The provider's editable listing, with changes waiting for approval" })
  @ApiOkResponse({ type: PartnerListingResponse })
  listing(@CurrentUser() partner: PartnerActor): Promise<PartnerListingDto> {
    return this.listings.listing(partner.providerId);
  }

  @Patch('listing')
  @PartnerOperation({
    summary:
      'Change the listing: contact, services, areas, languages, needs, categories and intake apply at once; business name, website, description and areas outside the provider states wait for approval. An added area must be a real postcode or suburb, the phone an Australian number',
    errors: [400],
  })
  @ApiOkResponse({ type: PartnerListingResponse })
  update(@CurrentUser() partner: PartnerActor, @Body() body: UpdatePartnerListingDto): Promise<PartnerListingDto> {
    return this.listings.update(partner.providerId, body);
  }

  @Post('listing/confirm')
  @HttpCode(200)
  @PartnerOperation({ summary: '"My listing is correct": marks the listing confirmed now (families see the date); nothing else changes' })
  @ApiOkResponse({ type: PartnerListingResponse })
  confirm(@CurrentUser() partner: PartnerActor): Promise<PartnerListingDto> {
    return this.listings.confirm(partner.providerId);
  }

  @Get('prices')
  @PartnerOperation({ summary: "The provider's published price list" })
  @ApiOkResponse({ type: PartnerPricesResponse })
  prices(@CurrentUser() partner: PartnerActor): Promise<PartnerPricesDto> {
    return this.listings.prices(partner.providerId);
  }

  @Put('prices')
  @PartnerOperation({
    summary:
      'Replace the price list: live at once (every changed price goes in the public price history), except unusual prices, which are asked about (409) and, once confirmed, wait for the Homeward team',
    errors: [400],
  })
  @ApiOkResponse({ type: PartnerPricesResponse })
  @ApiConflictResponse({
    type: PriceConfirmationResponse,
    description: 'Prices to confirm first (far outside the usual range, or changed by more than half): nothing was saved',
  })
  replacePrices(@CurrentUser() partner: PartnerActor, @Body() body: PutPartnerPricesDto): Promise<PartnerPricesDto> {
    return this.listings.replacePrices(partner.providerId, body.prices, body.confirmUnusualPrices === true);
  }

  @Get('changes')
  @PartnerOperation({ summary: "The provider's own change requests, newest first: field, before, after, status and the reason of a rejection" })
  @ApiOkResponse({ type: ModerationRequestResponse, isArray: true, description: 'Plain array with Content-Range' })
  async changes(@CurrentUser() partner: PartnerActor, @Res({ passthrough: true }) res: Response): Promise<ModerationRequestDto[]> {
    const items = await this.moderation.ofProvider(partner.providerId);
    return sendListPage(res, 'changes', { items, total: items.length, skip: 0 });
  }
}
