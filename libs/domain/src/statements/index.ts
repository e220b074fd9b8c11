export * from './charge-lines.js';
export * from './check-statement.js';
export * from './statement-checks.js';
export * from './statement-fields.js';
export * from './statement-paste.js';
