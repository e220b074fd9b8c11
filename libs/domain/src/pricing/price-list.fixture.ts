import type { ProviderPriceList } from './quote.js';

/**
 * The price list the quote and lead-plan specs price against (test fixture, left out of the build): offers
 * services 1-4 and prices 1, 2 and 4 (nursing $150, personal care $98.50, a meal $15.33); 3 is offered unpriced.
 */
export const SAMPLE_PRICE_LIST: ProviderPriceList = {
  offeredServiceIds: [1, 2, 3, 4],
  standardCents: new Map([
    [1, 15000],
    [2, 9850],
    [4, 1533],
  ]),
};
