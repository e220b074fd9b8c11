import { css } from '@emotion/react';
import { palette } from '@homeward/theme';
import { focusRing, mq } from '../content/styles.js';

/**
 * The type scale and surfaces of the interactive tools (calculator, directory, assessment), matching the
 * shared MUI theme's sizes (h1 2.25rem ... body 1.125rem) without MUI: the tools' first load cannot afford
 * MUI's styling runtime (see public-web/README.md, "First-load budget").
 */
export const typo = {
  h1: css({ margin: 0, fontSize: '2.25rem', fontWeight: 700, lineHeight: 1.2, color: palette.text, '&:focus': { outline: 'none' } }),
  h2: css({ margin: 0, fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.25, color: palette.text }),
  h3: css({ margin: 0, fontSize: '1.375rem', fontWeight: 700, lineHeight: 1.3, color: palette.text }),
  h4: css({ margin: 0, fontSize: '1.25rem', fontWeight: 700, lineHeight: 1.35, color: palette.text }),
  body: css({ margin: 0, fontSize: '1.125rem', lineHeight: 1.6 }),
  small: css({ margin: 0, fontSize: '1rem', lineHeight: 1.55 }),
  muted: css({ color: palette.textSecondary }),
};

/** Card and panel edges (decorative), and the edge of form controls (at least 3:1 against white). */
export const lines = { divider: '#d5dae1', control: '#6b7380' } as const;

/** Light tint behind a chosen option. */
export const chosenTint = 'rgba(29, 79, 145, 0.05)';

export const link = css({ color: palette.primary, textUnderlineOffset: 3, ...focusRing });

/** A white panel with a 2px edge (MUI's outlined Paper, as the tools used it). */
export const surface = css({ background: palette.paper, border: `2px solid ${lines.divider}`, borderRadius: 8 });

/** The tools' page column: MUI's lg/md Container widths and the vertical rhythm the pages had. */
export const pageBody = css({ paddingBlock: 24, [mq.md]: { paddingBlock: 40 } });

export { mq };
