/**
 * The one module behind the "lead-dialog" chunk, which loads when a contact button is first wanted (see
 * lazy-lead-dialogs.tsx), never with the page.
 */
export { CalculatorLeadDialog } from './CalculatorLeadDialog.js';
export { ProviderLeadDialog } from './ProviderLeadDialog.js';
