/* More Material Icons paths (Apache License 2.0), for the interactive tools; one module per icon, as in
 * icons.ts. */

export { clipboardCheck } from './icon-paths/clipboardCheck.js';
export { arrowBack } from './icon-paths/arrowBack.js';
export { pdf } from './icon-paths/pdf.js';
export { share } from './icon-paths/share.js';
export { add } from './icon-paths/add.js';
export { remove } from './icon-paths/remove.js';
export { close } from './icon-paths/close.js';
export { star } from './icon-paths/star.js';
export { place } from './icon-paths/place.js';
export { nearMe } from './icon-paths/nearMe.js';
export { homeWork } from './icon-paths/homeWork.js';
export { globe } from './icon-paths/globe.js';
export { lightbulb } from './icon-paths/lightbulb.js';
export { errorOutline } from './icon-paths/errorOutline.js';
export { chevronDown } from './icon-paths/chevronDown.js';
