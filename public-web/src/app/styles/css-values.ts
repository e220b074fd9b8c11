import { focusRing } from '@homeward/theme';

/** The theme's focus ring (tokens.ts) as declarations for the static stylesheets (the `.css.ts` modules). */
export const focusRingDeclarations = `outline: ${focusRing.outline}; outline-offset: ${focusRing.outlineOffset}px; box-shadow: ${focusRing.boxShadow};`;
