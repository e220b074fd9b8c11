import { css } from '@emotion/react';
import { palette, typeScale } from '@homeward/theme';
export { mq } from './media.js';

/** Text styles of the content pages; the opening paragraph and the h2 and h3 are static classes (text.css.ts: hw-lead, hw-heading-2, hw-heading-3). */
export const text = {
  body: css({ margin: '0 0 16px', maxWidth: '70ch' }),
  small: css({ fontSize: typeScale.small.fontSize, color: palette.textSecondary }),
  list: css({ margin: '0 0 16px', paddingLeft: 28, maxWidth: '70ch', listStyle: 'disc', '& > li': { marginBottom: 8 } }),
};
