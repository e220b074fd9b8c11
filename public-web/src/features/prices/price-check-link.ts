import { isValidPriceAmount, PRICE_TIMES, type PriceTime } from '@homeward/domain';
import { paths } from '../../app/paths.js';

/** What the price check can start with, from a link: a provider's price, or a shared check. */
export interface PriceCheckStart {
  serviceId: number | null;
  time: PriceTime;
  /** Dollars as written ('95.00'); '' when the link has none. */
  amount: string;
}

/** '/price-check?service=6&time=sunday&price=150.00': the price check with the service, time and price filled in. */
export function priceCheckHref(start: { serviceId: number; time: PriceTime; amount: string | number }): string {
  const query = new URLSearchParams({ service: String(start.serviceId), time: start.time, price: String(start.amount) });
  return `${paths.priceCheck}?${query.toString()}`;
}

/** Reads a price check link; whatever is missing or not valid starts blank (the time: weekday daytime). */
export function readPriceCheckStart(params: URLSearchParams): PriceCheckStart | null {
  const service = Number(params.get('service'));
  const time = params.get('time');
  const price = (params.get('price') ?? '').trim();
  const start: PriceCheckStart = {
    serviceId: Number.isInteger(service) && service > 0 ? service : null,
    time: PRICE_TIMES.includes(time as PriceTime) ? (time as PriceTime) : 'standard',
    amount: isValidPriceAmount(price) ? price : '',
  };
  return start.serviceId === null && start.amount === '' && start.time === 'standard' ? null : start;
}
