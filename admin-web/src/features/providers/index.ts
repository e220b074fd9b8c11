export { ProvidersPanel } from './ProvidersPanel.js';
