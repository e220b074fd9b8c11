import { Injectable } from '@nestjs/common';
import {
  LIVE_LISTING_FIELDS,
  MODERATED_LISTING_FIELDS,
  priceListChanges,
  waitingWithTheirService,
  withoutConcerns,
  type AdminProviderDto,
  type ModeratedListingField,
  type ModerationRequestDto,
  type PartnerListingDto,
  type PartnerPricesDto,
  type ProviderOfficeDto,
} from '@homeward/domain';
import { ModerationRequestRepository } from '../moderation/moderation-request.repository.js';
import { ProviderRepository } from '../provider.repository.js';
import { storedWebsite } from '../provider-records.js';
import { assertValidPriceList } from '../prices/price-lists.js';
import { HELD_MESSAGES } from '../moderation/held-change.js';
import { ModerationService } from '../moderation/moderation.service.js';
import { ListingWriter } from '../listing-writer.js';
import { apiError } from '../../common/api-error.js';
import { ListingChecks, confirmPricesFirst } from './listing-checks.js';
import type { UpdateProviderDto } from '../dto/create-provider.dto.js';
import type { PriceEntryDto } from '../dto/price-entry.dto.js';
import type { UpdatePartnerListingDto } from './update-partner-listing.dto.js';

function toListing(p: AdminProviderDto, pendingChanges: ModerationRequestDto[], offices: ProviderOfficeDto[]): PartnerListingDto {
  return {
    id: p.id,
    businessName: p.businessName,
    email: p.email,
    phone: p.phone,
    website: p.website,
    description: p.description,
    suburb: p.suburb,
    state: p.state,
    postcode: p.postcode,
    servicesOffered: p.servicesOffered,
    serviceAreas: p.serviceAreas,
    languages: p.languages,
    diverseNeeds: p.diverseNeeds,
    registrationCategories: p.registrationCategories,
    acceptingNewClients: p.acceptingNewClients,
    acceptingConfirmedAt: p.acceptingConfirmedAt,
    pendingChanges,
    confirmedAt: p.listing.confirmedAt,
    offices,
  };
}

/**
 * My listing and my prices. The provider is always the session's: the controller passes the
 * CurrentUser's providerId, never an id from the request. Live fields and prices go through the
 * ListingWriter; business name, website and description become moderation requests. Every save, and "My listing
 * is correct", marks the listing confirmed now: families see when the provider last looked at it.
 */
@Injectable()
export class PartnerListingService {
  constructor(
    private readonly writer: ListingWriter,
    private readonly moderation: ModerationService,
    private readonly checks: ListingChecks,
    private readonly providers: ProviderRepository,
    private readonly requests: ModerationRequestRepository,
  ) {}

  async listing(providerId: number): Promise<PartnerListingDto> {
    return toListing(await this.writer.read(providerId), await this.moderation.ofProvider(providerId, true), await this.providers.offices(providerId));
  }

  async update(providerId: number, dto: UpdatePartnerListingDto): Promise<PartnerListingDto> {
    const live = Object.fromEntries(LIVE_LISTING_FIELDS.filter((f) => dto[f] !== undefined).map((f) => [f, dto[f]])) as UpdateProviderDto;
    // Added service areas are checked before anything is saved: an unknown place refuses the whole save.
    const areas = dto.serviceAreas === undefined ? null : await this.checks.serviceAreas(await this.writer.read(providerId), dto.serviceAreas);
    if (areas) live.serviceAreas = areas.live;
    const current = await this.writer.write(providerId, live, { confirmed: true });
    if (areas && areas.held.length > 0) await this.requests.transaction((em) => this.moderation.hold(em, providerId, areas.held));
    const wanted: Partial<Record<ModeratedListingField, string | null>> = {};
    for (const field of MODERATED_LISTING_FIELDS) {
      const value = dto[field];
      if (value !== undefined) wanted[field] = field === 'website' ? (storedWebsite(value) ?? null) : value;
    }
    await this.moderation.request(providerId, wanted, { businessName: current.businessName, website: current.website, description: current.description });
    return this.listing(providerId);
  }

  async prices(providerId: number): Promise<PartnerPricesDto> {
    const p = await this.writer.read(providerId);
    return { prices: p.prices, pricesUpdatedAt: p.pricesUpdatedAt, pendingChanges: await this.moderation.ofProvider(providerId, true, ['price']) };
  }

  /**
   * A price far outside the indicative range, or changed by more than half, is asked about first (409, nothing
   * saved). Once the provider confirms, those prices wait for the team and keep their live value; the rest go live.
   */
  async replacePrices(providerId: number, prices: PriceEntryDto[] | undefined, confirmUnusual = false): Promise<PartnerPricesDto> {
    // The body's fields are the admin form's, where prices may be left out; here the list is the whole request.
    if (prices === undefined) throw apiError(400, 'VALIDATION_FAILED', ['prices must be a list of prices'], { prices: 'prices must be a list of prices' });
    const current = await this.writer.read(providerId);
    assertValidPriceList(prices, current.servicesOffered);
    const concerns = await this.checks.priceConcerns(current, prices);
    if (concerns.length > 0 && !confirmUnusual) throw confirmPricesFirst(concerns);
    const published = withoutConcerns(current.prices, prices, concerns) as PriceEntryDto[];
    await this.writer.write(providerId, { prices: published }, { confirmed: true });
    await this.requests.transaction(async (em) => {
      // A price now published by this save replaces what was waiting for it.
      await this.moderation.supersedePrices(em, providerId, priceListChanges(current.prices, published));
      const withService = waitingWithTheirService(current.prices, prices, concerns).map((w) => ({
        field: 'price' as const,
        serviceId: w.serviceId,
        timeBand: w.timeBand,
        before: null,
        after: w.newPrice,
        note: HELD_MESSAGES.withItsService,
      }));
      await this.moderation.hold(em, providerId, [
        ...concerns.map((c) => ({
          field: 'price' as const,
          serviceId: c.serviceId,
          timeBand: c.timeBand,
          before: c.oldPrice,
          after: c.newPrice,
          note: c.message,
        })),
        ...withService,
      ]);
    });
    return this.prices(providerId);
  }

  /** "My listing is correct": nothing changes but the date the provider last confirmed it. */
  async confirm(providerId: number): Promise<PartnerListingDto> {
    await this.writer.write(providerId, {}, { confirmed: true });
    return this.listing(providerId);
  }
}
