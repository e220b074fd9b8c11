export * from './door-types.js';
export * from './door-rules.js';
export * from './business-days.js';
export * from './lead-outcomes.js';
export * from './figures.js';
export * from './price-history.js';
export * from './listing.js';
export * from './api-types.js';
