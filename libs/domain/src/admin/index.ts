export * from './password-rules.js';
export * from './admin-user-rules.js';
export * from './audit.js';
export * from './lead-privacy.js';
export * from './provider-csv.js';
export * from './account-email.js';
export * from './sign-in-rules.js';
export * from './second-factor-rules.js';
