import { focusRing } from '@homeward/theme';

/** The theme's focus ring (tokens.ts) as declarations for the static stylesheets (the `.css.ts` modules). */
export const focusRingDeclarations = `outline: ${focusRing.outline}; outline-offset: ${focusRing.outlineOffset}px; box-shadow: ${focusRing.boxShadow};`;

/**
 * The same ring's outline alone, for the few places whose own border, inset shadow or clipping would fight the
 * dark halo (a link in a bar, a tab panel, the toast region): the offset moves it in or out of the box.
 */
export const focusOutline = (offsetPx: number = focusRing.outlineOffset) => `outline: ${focusRing.outline}; outline-offset: ${offsetPx}px;`;
