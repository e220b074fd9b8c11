import { palette } from '@homeward/theme';
import { cardBoxDeclarations, iconTileDeclarations } from '../../app/styles/css-values.js';
import { mq } from './media.js';

export default `
.hw-card-grid { display: grid; gap: 20px; grid-template-columns: minmax(0, 1fr); margin: 0 0 24px; padding: 0; list-style: none; }
${mq.sm} { .hw-card-grid--2, .hw-card-grid--3, .hw-card-grid--4 { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
${mq.md} { .hw-card-grid--3 { grid-template-columns: repeat(3, minmax(0, 1fr)); } }
${mq.lg} { .hw-card-grid--4 { grid-template-columns: repeat(4, minmax(0, 1fr)); } }
.hw-card { ${cardBoxDeclarations(24, 8)} box-shadow: 0 1px 2px rgba(20, 38, 63, 0.06); }
.hw-card > p { margin: 0; }
.hw-card > p + p, .hw-card > ul { margin-top: 4px; }
.hw-card--accent { border-top: 6px solid ${palette.primary}; }
.hw-card__icon { ${iconTileDeclarations} margin-bottom: 4px; }
.hw-card__footer { margin-top: auto; padding-top: 12px; }
`;
