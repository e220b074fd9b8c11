export * from './statement-checks.js';
export * from './statement-paste.js';
