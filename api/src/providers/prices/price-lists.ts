import {
  centsToDecimalString,
  PRICE_TIMES,
  priceListErrorMessages,
  type PriceTime,
  priceListErrors,
  toCents,
  type ProviderPriceDto,
  type ProviderPriceInput,
  type ServiceUnit,
} from '@homeward/domain';
import { apiError } from '../../common/api-error.js';

/** A stored price row as the drivers send it (decimals may be strings or numbers). */
export interface PriceRow {
  providerId: number | string;
  serviceId: number | string;
  standard: number | string;
  evening: number | string | null;
  saturday: number | string | null;
  sunday: number | string | null;
  publicHoliday: number | string | null;
}

/** What a price row needs of its service: name, unit and place in the catalogue. */
export type ServiceInfo = ReadonlyMap<number, { name: string; unit: ServiceUnit; position: number }>;

export const money = (value: number | string | null | undefined): string | null =>
  value === null || value === undefined ? null : centsToDecimalString(toCents(value));

/**
 * A price list as the API sends it: rows of services the provider offers and the catalogue knows, in
 * catalogue order, amounts as decimal strings with 2 places.
 */
export function toPriceDtos(rows: readonly PriceRow[], services: ServiceInfo, offered: ReadonlySet<number>): ProviderPriceDto[] {
  return rows
    .filter((r) => services.has(Number(r.serviceId)) && offered.has(Number(r.serviceId)))
    .sort((a, b) => services.get(Number(a.serviceId))!.position - services.get(Number(b.serviceId))!.position)
    .map((r) => {
      const service = services.get(Number(r.serviceId))!;
      return {
        serviceId: Number(r.serviceId),
        serviceName: service.name,
        unit: service.unit,
        standard: money(r.standard)!,
        evening: money(r.evening),
        saturday: money(r.saturday),
        sunday: money(r.sunday),
        publicHoliday: money(r.publicHoliday),
      };
    });
}

/** 400 with a message per bad field (libs/domain priceListErrors) unless the list is valid for these offered services. */
export function assertValidPriceList(entries: readonly ProviderPriceInput[], offeredServiceIds: readonly number[]): void {
  const errors = priceListErrors(entries, offeredServiceIds);
  if (Object.keys(errors).length > 0) {
    const messages = priceListErrorMessages(errors);
    throw apiError(400, 'VALIDATION_FAILED', messages, Object.fromEntries(Object.keys(errors).map((field, i) => [field, messages[i]])));
  }
}

/** A price list in a form that compares equal when the amounts are equal (order and 98.5 vs '98.50' do not matter). */
export function fingerprint(rows: ReadonlyArray<{ serviceId: number | string } & Partial<Record<PriceTime, unknown>>>): string {
  return rows
    .map((r) => [Number(r.serviceId), ...PRICE_TIMES.map((time) => money((r[time] === '' ? null : r[time]) as number | string | null | undefined))].join('|'))
    .sort()
    .join(';');
}
