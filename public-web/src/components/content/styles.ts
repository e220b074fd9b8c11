import { css } from '@emotion/react';
import { palette } from '@homeward/theme';

export const mq = {
  sm: '@media (min-width: 600px)',
  md: '@media (min-width: 900px)',
  lg: '@media (min-width: 1200px)',
} as const;

export const focusRing = {
  '&:focus-visible': { outline: `3px solid ${palette.focus}`, outlineOffset: 2, boxShadow: `0 0 0 5px ${palette.text}` },
} as const;

export const text = {
  lead: css({ fontSize: '1.25rem', lineHeight: 1.55, margin: '0 0 16px', maxWidth: '70ch' }),
  body: css({ margin: '0 0 16px', maxWidth: '70ch' }),
  small: css({ fontSize: '1rem', color: palette.textSecondary }),
  h2: css({ fontSize: '1.75rem', lineHeight: 1.25, fontWeight: 700, margin: '0 0 16px', color: palette.text, [mq.md]: { fontSize: '2rem' } }),
  h3: css({ fontSize: '1.375rem', lineHeight: 1.3, fontWeight: 700, margin: '0 0 8px', color: palette.text }),
  list: css({ margin: '0 0 16px', paddingLeft: 28, maxWidth: '70ch', listStyle: 'disc', '& > li': { marginBottom: 8 } }),
};
