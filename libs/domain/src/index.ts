export * from './constants.js';
export * from './money.js';
export * from './calculator.js';
export * from './assessment.js';
export * from './share-link.js';
export * from './lead-validation.js';
export * from './facts.js';
export * from './api-types.js';
