export * from './password-rules.js';
export * from './admin-user-rules.js';
export * from './audit.js';
export * from './lead-privacy.js';
export * from './provider-csv.js';
