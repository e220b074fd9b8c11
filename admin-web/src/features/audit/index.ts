export { AuditPanel } from './AuditPanel.js';
export { ProviderHistory } from './ProviderHistory.js';
