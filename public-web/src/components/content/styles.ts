import { css } from '@emotion/react';
import { focusRing as focusRingToken, palette, typeScale } from '@homeward/theme';
import { mq } from './media.js';

export { mq };

export const focusRing = { '&:focus-visible': focusRingToken } as const;

export const text = {
  lead: css({ ...typeScale.lead, margin: '0 0 16px', maxWidth: '70ch' }),
  body: css({ margin: '0 0 16px', maxWidth: '70ch' }),
  small: css({ fontSize: typeScale.small.fontSize, color: palette.textSecondary }),
  h2: css({ ...typeScale.h2, margin: '0 0 16px', color: palette.text, [mq.md]: { fontSize: '2rem' } }),
  h3: css({ ...typeScale.h3, margin: '0 0 8px', color: palette.text }),
  list: css({ margin: '0 0 16px', paddingLeft: 28, maxWidth: '70ch', listStyle: 'disc', '& > li': { marginBottom: 8 } }),
};
