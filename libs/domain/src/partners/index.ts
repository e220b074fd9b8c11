export * from './door-types.js';
export * from './door-rules.js';
