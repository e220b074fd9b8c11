import { ThemeProvider } from '@mui/material/styles';
import { muiTheme } from '../../../app/mui-theme.js';
import { CalculatorLeadDialog as CalculatorLeadDialogInner, type CalculatorLeadDialogProps } from './CalculatorLeadDialog.js';
import { ProviderLeadDialog as ProviderLeadDialogInner, type ProviderLeadDialogProps } from './ProviderLeadDialog.js';

/**
 * The lead dialogs with the shared MUI theme: the one module behind the "lead-dialog" chunk, which loads
 * when a contact button is first wanted (see lazy-lead-dialogs.tsx), never with the page.
 */
export function CalculatorLeadDialog(props: CalculatorLeadDialogProps) {
  return (
    <ThemeProvider theme={muiTheme}>
      <CalculatorLeadDialogInner {...props} />
    </ThemeProvider>
  );
}

export function ProviderLeadDialog(props: ProviderLeadDialogProps) {
  return (
    <ThemeProvider theme={muiTheme}>
      <ProviderLeadDialogInner {...props} />
    </ThemeProvider>
  );
}
