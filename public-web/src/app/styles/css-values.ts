import { focusRing, palette } from '@homeward/theme';

/** The theme's focus ring (tokens.ts) as declarations for the static stylesheets (the `.css.ts` modules). */
export const focusRingDeclarations = `outline: ${focusRing.outline}; outline-offset: ${focusRing.outlineOffset}px; box-shadow: ${focusRing.boxShadow};`;

/**
 * The same ring's outline alone, for the few places whose own border, inset shadow or clipping would fight the
 * dark halo (a link in a bar, a tab panel, the toast region): the offset moves it in or out of the box.
 */
export const focusOutline = (offsetPx: number = focusRing.outlineOffset) => `outline: ${focusRing.outline}; outline-offset: ${offsetPx}px;`;

/** The white box of every card (content cards, service cards, classification cards): each sets its own padding and gap. */
export const cardBoxDeclarations = (paddingPx: number, gapPx: number) =>
  `height: 100%; display: flex; flex-direction: column; gap: ${gapPx}px; padding: ${paddingPx}px; border-radius: 12px; background: ${palette.paper}; border: 1px solid #cfd6df;`;

/** The tinted square an icon sits in, on a card. */
export const iconTileDeclarations = `display: inline-flex; align-items: center; justify-content: center; width: 48px; height: 48px; border-radius: 10px; background: #e3ebf6; color: ${palette.primary};`;
