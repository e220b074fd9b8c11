import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  LIVE_LISTING_FIELDS,
  MODERATED_LISTING_FIELDS,
  type AdminProviderDto,
  type ModeratedListingField,
  type ModerationRequestDto,
  type PartnerListingDto,
  type PartnerPricesDto,
  type ProviderOfficeDto,
} from '@homeward/domain';
import { readOffices } from '../../providers/offices/office-reads.js';
import { storedWebsite } from '../../providers/provider-records.js';
import { ModerationService } from '../moderation/moderation.service.js';
import { ListingWriter } from './listing-writer.js';
import type { UpdateProviderDto } from '../../providers/dto/create-provider.dto.js';
import type { PriceEntryDto } from '../../providers/dto/price-entry.dto.js';
import type { UpdatePartnerListingDto } from './update-partner-listing.dto.js';
import type { DataSource } from 'typeorm';

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
 * My listing and my prices (issue 25). The provider is always the session's: the controller passes the
 * CurrentPartner's providerId, never an id from the request. Live fields and prices go through the
 * ListingWriter; business name, website and description become moderation requests. Every save, and "My listing
 * is correct", marks the listing confirmed now: families see when the provider last looked at it.
 */
@Injectable()
export class PartnerListingService {
  constructor(
    private readonly writer: ListingWriter,
    private readonly moderation: ModerationService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async listing(providerId: number): Promise<PartnerListingDto> {
    return toListing(await this.writer.read(providerId), await this.moderation.ofProvider(providerId, true), await readOffices(this.dataSource, providerId));
  }

  async update(providerId: number, dto: UpdatePartnerListingDto): Promise<PartnerListingDto> {
    const live = Object.fromEntries(LIVE_LISTING_FIELDS.filter((f) => dto[f] !== undefined).map((f) => [f, dto[f]])) as UpdateProviderDto;
    const current = await this.writer.write(providerId, live, { confirmed: true });
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
    return { prices: p.prices, pricesUpdatedAt: p.pricesUpdatedAt };
  }

  async replacePrices(providerId: number, prices: PriceEntryDto[] | undefined): Promise<PartnerPricesDto> {
    // The body's fields are the admin form's, where prices may be left out; here the list is the whole request.
    if (prices === undefined) throw new BadRequestException(['prices must be a list of prices']);
    const p = await this.writer.write(providerId, { prices }, { confirmed: true });
    return { prices: p.prices, pricesUpdatedAt: p.pricesUpdatedAt };
  }

  /** "My listing is correct": nothing changes but the date the provider last confirmed it. */
  async confirm(providerId: number): Promise<PartnerListingDto> {
    await this.writer.write(providerId, {}, { confirmed: true });
    return this.listing(providerId);
  }
}
