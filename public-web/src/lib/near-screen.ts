/** How far ahead of the screen a part that loads on scroll starts loading, so it is ready when the reader gets there. */
export const NEAR_SCREEN_ROOT_MARGIN = '300px 0px';
