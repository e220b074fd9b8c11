export { ClaimsPanel } from './ClaimsPanel.js';
