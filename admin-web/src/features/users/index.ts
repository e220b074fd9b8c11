export { UsersPanel } from './UsersPanel.js';
