import { css, type CSSObject } from '@emotion/react';
import { focusVisibleRing, palette, typeScale } from '@homeward/theme';
import { mq } from '../content/styles.js';

/**
 * The type scale (libs/theme's typeScale, as the MUI theme uses it) and surfaces of the interactive tools
 * (calculator, directory, assessment) without MUI: the tools' first load cannot afford MUI's styling runtime
 * (see public-web/README.md, "First-load budget").
 */
export const typo = {
  h1: css({ margin: 0, ...typeScale.h1, color: palette.text, '&:focus': { outline: 'none' } }),
  h2: css({ margin: 0, ...typeScale.h2, color: palette.text }),
  h3: css({ margin: 0, ...typeScale.h3, color: palette.text }),
  h4: css({ margin: 0, ...typeScale.h4, color: palette.text }),
  body: css({ margin: 0, ...typeScale.body }),
  small: css({ margin: 0, ...typeScale.small }),
  muted: css({ color: palette.textSecondary }),
};

/** Card and panel edges (decorative), and the edge of form controls (at least 3:1 against white). */
export const lines = { divider: '#d5dae1', control: '#6b7380' } as const;

/** Light tint behind a chosen option. */
export const chosenTint = 'rgba(29, 79, 145, 0.05)';

export const link = css({ color: palette.primary, textUnderlineOffset: 3, ...focusVisibleRing });

/** A white panel with a 2px edge (MUI's outlined Paper, as the tools used it). */
export const surface = css({ background: palette.paper, border: `2px solid ${lines.divider}`, borderRadius: 8 });

/** The tools' page column: MUI's lg/md Container widths and the vertical rhythm the pages had. */
export const pageBody = css({ paddingBlock: 24, [mq.md]: { paddingBlock: 40 } });

/**
 * Even columns that never overflow (minmax(0, 1fr)): one on phones, then `sm` columns from the sm breakpoint
 * and `md` from md, each only when given.
 */
export function columnGrid({ gap, sm, md }: { gap: number; sm?: number; md?: number }): CSSObject {
  const columns = (count: number) => ({ gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` });
  return {
    display: 'grid',
    gap,
    gridTemplateColumns: 'minmax(0, 1fr)',
    ...(sm ? { [mq.sm]: columns(sm) } : {}),
    ...(md ? { [mq.md]: columns(md) } : {}),
  };
}

export { mq };
