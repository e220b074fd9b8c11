import { palette, typeScale } from '@homeward/theme';
import { mq } from '../../components/content/media.js';
import { cardBoxDeclarations } from '../../app/styles/css-values.js';

export default `
.hw-classifications { display: grid; gap: 16px; margin: 0 0 16px; padding: 0; list-style: none; grid-template-columns: minmax(0, 1fr); }
${mq.sm} { .hw-classifications { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
${mq.lg} { .hw-classifications { grid-template-columns: repeat(4, minmax(0, 1fr)); } }
.hw-classification { ${cardBoxDeclarations(20, 8)} border-top: 6px solid; }
.hw-classification__head { display: flex; align-items: flex-start; gap: 10px; }
.hw-classification__badge {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: 10px;
  color: #ffffff;
  flex: none;
}
.hw-classification__level { margin: 0; font-size: ${typeScale.small.fontSize}; font-weight: 700; color: ${palette.textSecondary}; }
.hw-classification__name { margin: 0; font-size: ${typeScale.h4.fontSize}; font-weight: 700; line-height: 1.3; }
.hw-classification__description { margin: 0; font-size: ${typeScale.ui.fontSize}; }
.hw-classification__budget { margin-top: auto; padding-top: 8px; border-top: 1px solid #e3e7ec; }
.hw-classification__budget dt { font-size: ${typeScale.small.fontSize}; color: ${palette.textSecondary}; }
.hw-classification__budget dd { margin: 0; font-size: ${typeScale.figure.fontSize}; font-weight: 700; }
.hw-classification__per-year { display: block; font-size: ${typeScale.small.fontSize}; font-weight: 400; line-height: 1.4; color: ${palette.textSecondary}; }
.hw-classifications-error { margin: 0 0 16px; padding: 16px; border-radius: 8px; background: ${palette.goldBg}; }
`;
