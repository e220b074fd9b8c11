export { StatsTiles } from './StatsTiles.js';
export { OfficialFactsReview } from './OfficialFactsReview.js';
