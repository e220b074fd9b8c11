import { ConflictException, Injectable } from '@nestjs/common';
import {
  addedServiceAreas,
  isServiceUnit,
  judgeServiceArea,
  priceConcerns,
  serviceAreaKey,
  SERVICE_AREA_MESSAGES,
  STATE_CODES,
  type AdminProviderDto,
  type PriceCheckService,
  type PriceConcern,
  type PriceConfirmationDto,
  type PriceRowAmounts,
  type StateCode,
} from '@homeward/domain';
import { LocationsService } from '../../locations/locations.service.js';
import { ProviderRepository } from '../provider.repository.js';
import { apiError } from '../../common/api-error.js';
import { PROVIDER_ERRORS } from '../provider-errors.js';
import type { HeldChange } from '../moderation/held-change.js';

/** What a sent list of service areas becomes: the areas that go live, and those that wait for the team. */
export interface CheckedAreas {
  live: string[];
  held: HeldChange[];
}

/** The 409 a price list with unusual prices gets until the provider confirms them: nothing is saved. */
export function confirmPricesFirst(concerns: readonly PriceConcern[]): ConflictException {
  const body: PriceConfirmationDto = {
    statusCode: 409,
    code: PROVIDER_ERRORS.priceNeedsConfirming,
    error: 'Conflict',
    message: concerns.map((c) => `prices: ${c.message}`),
    priceChecks: [...concerns],
  };
  return new ConflictException(body);
}

/**
 * The portal's checks before a provider's change goes public: unusual prices (libs/domain price-checks) and
 * service areas that must be real places in the provider's own states (service-area-checks).
 */
@Injectable()
export class ListingChecks {
  constructor(
    private readonly locations: LocationsService,
    private readonly providers: ProviderRepository,
  ) {}

  /** The catalogue's services by id, as the price check needs them. */
  async services(): Promise<Map<number, PriceCheckService>> {
    const rows = await this.providers.servicesWithUnits();
    return new Map(rows.map((r) => [Number(r.id), { name: r.name, unit: isServiceUnit(r.unit) ? r.unit : 'hour' }]));
  }

  async priceConcerns(current: AdminProviderDto, sent: readonly PriceRowAmounts[]): Promise<PriceConcern[]> {
    return priceConcerns(current.prices, sent, await this.services());
  }

  /** The states the provider works in: its own and its offices'. */
  async ownStates(current: AdminProviderDto): Promise<StateCode[]> {
    const offices = await this.providers.offices(current.id);
    return [current.state, ...offices.map((o) => o.state)].filter((s): s is StateCode => (STATE_CODES as readonly string[]).includes(s));
  }

  /**
   * The sent areas judged: those already listed stay as they are; each added one must be a real place (else a 400
   * naming the field, and nothing is saved), live when in the provider's states, held for the team when not.
   */
  async serviceAreas(current: AdminProviderDto, sent: readonly string[]): Promise<CheckedAreas> {
    const added = new Set(addedServiceAreas(current.serviceAreas, sent));
    const states = await this.ownStates(current);
    const live: string[] = [];
    const held: HeldChange[] = [];
    const unknown: string[] = [];
    for (const area of sent) {
      if (!added.has(area)) {
        live.push(area);
        continue;
      }
      const verdict = judgeServiceArea(area, await this.locations.placesNamed(area), states);
      if (verdict.kind === 'unknown') unknown.push(SERVICE_AREA_MESSAGES.unknown(area));
      else if (verdict.kind === 'live') live.push(verdict.area);
      else
        held.push({
          field: 'serviceArea',
          before: null,
          after: verdict.area,
          note: `${verdict.area} is outside ${states.join(' and ') || 'your state'}: Homeward checks areas in other states before they show.`,
        });
    }
    if (unknown.length > 0) throw apiError(400, 'VALIDATION_FAILED', unknown, { serviceAreas: unknown[0] });
    const seen = new Set<string>();
    return { live: live.filter((a) => !seen.has(serviceAreaKey(a)) && Boolean(seen.add(serviceAreaKey(a)))), held };
  }
}
