import { Body, Controller, Res } from '@nestjs/common';
import { ApiConflictResponse, ApiTags } from '@nestjs/swagger';
import type { ModerationRequestDto, PartnerListingDto, PartnerPricesDto } from '@homeward/domain';
import { PartnerGet, PartnerPost, PartnerPut, PartnerPatch } from '../../common/openapi/operations.js';
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

  @PartnerGet('listing', { summary: "The provider's editable listing, with changes waiting for approval", ok: PartnerListingResponse })
  listing(@CurrentUser() partner: PartnerActor): Promise<PartnerListingDto> {
    return this.listings.listing(partner.providerId);
  }

  @PartnerPatch('listing', {
    summary:
      'Change the listing: contact, services, areas, languages, needs, categories and intake apply at once; business name, website, description and areas outside the provider states wait for approval. An added area must be a real postcode or suburb, the phone an Australian number',
    errors: [400],
    ok: PartnerListingResponse,
  })
  update(@CurrentUser() partner: PartnerActor, @Body() body: UpdatePartnerListingDto): Promise<PartnerListingDto> {
    return this.listings.update(partner.providerId, body);
  }

  @PartnerPost('listing/confirm', {
    summary: '"My listing is correct": marks the listing confirmed now (families see the date); nothing else changes',
    ok: PartnerListingResponse,
  })
  confirm(@CurrentUser() partner: PartnerActor): Promise<PartnerListingDto> {
    return this.listings.confirm(partner.providerId);
  }

  @PartnerGet('prices', { summary: "The provider's published price list", ok: PartnerPricesResponse })
  prices(@CurrentUser() partner: PartnerActor): Promise<PartnerPricesDto> {
    return this.listings.prices(partner.providerId);
  }

  @PartnerPut('prices', {
    summary:
      'Replace the price list: live at once (every changed price goes in the public price history), except unusual prices, which are asked about (409) and, once confirmed, wait for the Homeward team',
    errors: [400],
    ok: PartnerPricesResponse,
  })
  @ApiConflictResponse({
    type: PriceConfirmationResponse,
    description: 'Prices to confirm first (far outside the usual range, or changed by more than half): nothing was saved',
  })
  replacePrices(@CurrentUser() partner: PartnerActor, @Body() body: PutPartnerPricesDto): Promise<PartnerPricesDto> {
    return this.listings.replacePrices(partner.providerId, body.prices, body.confirmUnusualPrices === true);
  }

  @PartnerGet('changes', {
    summary: "The provider's own change requests, newest first: field, before, after, status and the reason of a rejection",
    ok: { type: ModerationRequestResponse, isArray: true, description: 'Plain array with Content-Range' },
  })
  async changes(@CurrentUser() partner: PartnerActor, @Res({ passthrough: true }) res: Response): Promise<ModerationRequestDto[]> {
    const items = await this.moderation.ofProvider(partner.providerId);
    return sendListPage(res, 'changes', { items, total: items.length, skip: 0 });
  }
}
