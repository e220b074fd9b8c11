import { BadRequestException } from '@nestjs/common';
import { PRICE_TIMES, serviceAreaKey, type ModeratedListingField, type PriceTime } from '@homeward/domain';
import type { PriceEntryDto } from '../dto/price-entry.dto.js';
import type { ListingWriter } from '../listing-writer.js';
import type { ModerationRequest } from './moderation-request.entity.js';

/** A price or service area the portal holds for the team instead of publishing it. */
export type HeldChange =
  | { field: 'price'; serviceId: number; timeBand: PriceTime; before: string | null; after: string; note: string }
  | { field: 'serviceArea'; before: null; after: string; note: string };

export const HELD_MESSAGES = {
  noWeekdayPrice: 'The service has no weekday daytime price yet: approve that first',
  withItsService: "Waits with this service's weekday daytime price, which Homeward is checking: a price needs that one first.",
} as const;

/**
 * Applies an approved request through the one writer: a held price goes into the live list (a new service's row
 * starts with it), a held area is added to the live areas; the public words replace the live value.
 */
export async function applyApproved(writer: ListingWriter, request: ModerationRequest): Promise<void> {
  if (request.field === 'price') {
    const current = await writer.read(request.providerId);
    const band = request.timeBand as PriceTime;
    const amount = (value: string | null | undefined) => (value === null || value === undefined ? null : Number(value));
    const rows = current.prices.map((p) => ({
      serviceId: p.serviceId,
      ...Object.fromEntries(PRICE_TIMES.map((time) => [time, amount(p[time])])),
    })) as PriceEntryDto[];
    let row = rows.find((r) => r.serviceId === request.serviceId);
    if (!row) {
      if (band !== 'standard') throw new BadRequestException(HELD_MESSAGES.noWeekdayPrice);
      row = { serviceId: request.serviceId! } as PriceEntryDto;
      rows.push(row);
    }
    (row as unknown as Record<PriceTime, number | null>)[band] = amount(request.afterValue);
    await writer.write(request.providerId, { prices: rows });
    return;
  }
  if (request.field === 'serviceArea') {
    const current = await writer.read(request.providerId);
    const area = request.afterValue ?? '';
    if (current.serviceAreas.some((a) => serviceAreaKey(a) === serviceAreaKey(area))) return;
    await writer.write(request.providerId, { serviceAreas: [...current.serviceAreas, area] });
    return;
  }
  await writer.write(request.providerId, { [request.field as ModeratedListingField]: request.afterValue });
}
