import { palette } from '@homeward/theme';

/** The white box of every card (content cards, service cards, classification cards): each sets its own padding and gap. */
export const cardBoxDeclarations = (paddingPx: number, gapPx: number) =>
  `height: 100%; display: flex; flex-direction: column; gap: ${gapPx}px; padding: ${paddingPx}px; border-radius: 12px; background: ${palette.paper}; border: 1px solid #cfd6df;`;

/** The tinted square an icon sits in, on a card. */
export const iconTileDeclarations = `display: inline-flex; align-items: center; justify-content: center; width: 48px; height: 48px; border-radius: 10px; background: #e3ebf6; color: ${palette.primary};`;
