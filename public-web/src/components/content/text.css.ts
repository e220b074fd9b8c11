import { palette, typeScale } from '@homeward/theme';
import { mq } from './media.js';

/** The content pages' opening paragraph and their section and card headings (Section's h2, InfoCard's h3, and pages' own of those levels). */
export default `
.hw-lead { font-size: ${typeScale.lead.fontSize}; line-height: ${typeScale.lead.lineHeight}; margin: 0 0 16px; max-width: 70ch; }
.hw-heading-2 {
  font-size: ${typeScale.h2.fontSize};
  font-weight: ${typeScale.h2.fontWeight};
  line-height: ${typeScale.h2.lineHeight};
  margin: 0 0 16px;
  color: ${palette.text};
}
${mq.md} { .hw-heading-2 { font-size: 2rem; } }
.hw-heading-3 {
  font-size: ${typeScale.h3.fontSize};
  font-weight: ${typeScale.h3.fontWeight};
  line-height: ${typeScale.h3.lineHeight};
  margin: 0 0 8px;
  color: ${palette.text};
}
`;
