export { CalculatorLeadsPanel } from './CalculatorLeads.js';
export { ProviderLeadsPanel } from './ProviderLeads.js';
