// The prices feature's surface for other pages. Its tools are loaded on demand (dynamic import), so the
// calculator and the services guide keep their first load; the provider page is a route of its own.
export { LazyPlanQuotes, LazyFairPriceCheck } from './lazy-price-tools.js';
