/** The calculator's results chunk (lazy-results.tsx): everything shown only once a plan has a cost. */
export { ResultFigures } from './ResultFigures.js';
export { MobileSummaryBar } from './MobileSummaryBar.js';
export { PrintSummary } from './PrintSummary.js';
export { LetterRatesFields } from '../../../components/ui/LetterRatesFields.js';
