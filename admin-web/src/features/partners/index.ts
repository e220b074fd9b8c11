export { ModerationPanel } from './ModerationPanel.js';
export { OverdueLeadsPanel } from './OverdueLeadsPanel.js';
export { ProviderUsersSection } from './ProviderUsersSection.js';
