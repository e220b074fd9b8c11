import { Global } from '@emotion/react';

const printStyles = {
  '.calculator-print-only': { display: 'none' },
  '@media print': {
    '@page': { margin: '15mm' },
    body: { background: '#fff !important' },
    '.calculator-print-only': { display: 'block !important' },
  },
};

/**
 * Paper layout for Export PDF. The site's print stylesheet already leaves out its bars and anything marked
 * hw-no-print (the whole interactive calculator); the printed summary, a table of the chosen services and
 * the totals, is shown instead.
 */
export function CalculatorPrintStyles() {
  return <Global styles={printStyles} />;
}
