export { StatsTiles } from './StatsTiles.js';
