// The leads feature's public surface: the calculator and the directory import only from here.
export { CalculatorLeadDialog, CALCULATOR_LEAD_TOASTS, type CalculatorLeadDialogProps } from './components/CalculatorLeadDialog.js';
export { ProviderLeadDialog, PROVIDER_LEAD_FAILURE, providerLeadSuccess, type ProviderLeadDialogProps } from './components/ProviderLeadDialog.js';
export { useVisitSessionId } from './hooks/use-visit-session-id.js';
