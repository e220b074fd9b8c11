import { focusRing } from './tokens.js';

/**
 * The one focus ring (the `focusRing` token) in the forms the apps write styles in, so no app spells it again.
 * As an emotion style for a component's own `css`/`sx`:
 */
export const focusVisibleRing = { '&:focus-visible': focusRing } as const;

/** As declarations for the public site's static stylesheets (the `.css.ts` modules). */
export const focusRingDeclarations = `outline: ${focusRing.outline}; outline-offset: ${focusRing.outlineOffset}px; box-shadow: ${focusRing.boxShadow};`;

/**
 * The same ring's outline alone, for the few places whose own border, inset shadow or clipping would fight the
 * dark halo (a link in a bar, a tab panel, the toast region): the offset moves it in or out of the box.
 */
export const focusOutline = (offsetPx: number = focusRing.outlineOffset) => `outline: ${focusRing.outline}; outline-offset: ${offsetPx}px;`;
