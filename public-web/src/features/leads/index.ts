// The leads feature's public surface for the pages. The dialogs themselves are not exported here: the pages
// load them on demand through useLeadDialogs, so they stay out of the pages' first load.
export { useLeadDialogs, preloadLeadDialogs, prefetchProps, LeadDialogStatusText, type LeadDialogs, type LeadDialogStatus } from './lazy-lead-dialogs.js';
export { useVisitSessionId } from './hooks/use-visit-session-id.js';
export type { CalculatorLeadDialogProps } from './components/CalculatorLeadDialog.js';
export type { ProviderLeadDialogProps, ProviderLeadPlan } from './components/ProviderLeadDialog.js';
