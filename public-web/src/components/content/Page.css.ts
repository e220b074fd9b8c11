import { palette, typeScale } from '@homeward/theme';
import { mq } from './media.js';

export default `
.hw-page { outline: none; }
.hw-page__hero { background: #e8eff8; border-bottom: 1px solid #cdd9ea; padding-block: 32px 28px; }
${mq.md} { .hw-page__hero { padding-block: 48px 40px; } }
.hw-page__eyebrow {
  margin: 0 0 8px;
  font-size: ${typeScale.small.fontSize};
  font-weight: 700;
  color: ${palette.secondary};
  text-transform: uppercase;
  letter-spacing: 0.04em;
}
.hw-page__title { font-size: 2rem; line-height: 1.2; font-weight: 700; margin: 0 0 16px; color: ${palette.text}; max-width: 30ch; }
${mq.md} { .hw-page__title { font-size: 2.5rem; } }
.hw-page__title:focus { outline: none; }
.hw-page__actions { display: flex; flex-wrap: wrap; gap: 12px; margin-top: 20px; }
.hw-page__body { padding-block: 32px 16px; }
${mq.md} { .hw-page__body { padding-block: 48px 16px; } }
`;
