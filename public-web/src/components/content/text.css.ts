import { palette, typeScale } from '@homeward/theme';
import { mq } from './media.js';

const heading = (step: { fontSize: string; fontWeight: number; lineHeight: number | string }) =>
  `font-size: ${step.fontSize}; font-weight: ${step.fontWeight}; line-height: ${step.lineHeight}; color: ${palette.text};`;

/** The content pages' opening paragraph and their section and card headings (Section's h2, InfoCard's h3, and pages' own of those levels). */
export default `
.hw-lead { font-size: ${typeScale.lead.fontSize}; line-height: ${typeScale.lead.lineHeight}; margin: 0 0 16px; max-width: 70ch; }
.hw-heading-2 { ${heading(typeScale.h2)} margin: 0 0 16px; }
${mq.md} { .hw-heading-2 { font-size: 2rem; } }
.hw-heading-3 { ${heading(typeScale.h3)} margin: 0 0 8px; }
`;
