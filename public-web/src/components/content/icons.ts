/* Icon paths from Material Icons (Apache License 2.0), inlined so pages do not pay for @mui/icons-material.
 * One module per icon (icon-paths/): webpack keeps every export of a module that any chunk uses in every chunk
 * that carries the module, so with all icons in one module every page and island paid for every icon. */

export { calculator } from './icon-paths/calculator.js';
export { search } from './icon-paths/search.js';
export { checklist } from './icon-paths/checklist.js';
export { people } from './icon-paths/people.js';
export { home } from './icon-paths/home.js';
export { heart } from './icon-paths/heart.js';
export { phone } from './icon-paths/phone.js';
export { email } from './icon-paths/email.js';
export { clock } from './icon-paths/clock.js';
export { shield } from './icon-paths/shield.js';
export { book } from './icon-paths/book.js';
export { arrow } from './icon-paths/arrow.js';
export { check } from './icon-paths/check.js';
export { info } from './icon-paths/info.js';
export { medical } from './icon-paths/medical.js';
export { mobility } from './icon-paths/mobility.js';
export { calendar } from './icon-paths/calendar.js';
export { gavel } from './icon-paths/gavel.js';
export { handshake } from './icon-paths/handshake.js';
export { support } from './icon-paths/support.js';
export { elderly } from './icon-paths/elderly.js';
export { mind } from './icon-paths/mind.js';
export { nurse } from './icon-paths/nurse.js';
export { broom } from './icon-paths/broom.js';
export { car } from './icon-paths/car.js';
export { meal } from './icon-paths/meal.js';
export { tools } from './icon-paths/tools.js';
export { shower } from './icon-paths/shower.js';
export { walk } from './icon-paths/walk.js';
export { apple } from './icon-paths/apple.js';
export { clipboard } from './icon-paths/clipboard.js';
export { pulse } from './icon-paths/pulse.js';
export { tree } from './icon-paths/tree.js';
export { leaf } from './icon-paths/leaf.js';
export { seedling } from './icon-paths/seedling.js';
export { firstaid } from './icon-paths/firstaid.js';
