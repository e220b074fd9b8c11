import { palette, typeScale } from '@homeward/theme';
import { cardBoxDeclarations, iconTileDeclarations } from '../../app/styles/css-values.js';

export default `
.hw-service-card { ${cardBoxDeclarations(20, 10)} }
.hw-service-card__top { display: flex; align-items: center; justify-content: space-between; gap: 12px; }
.hw-service-card__icon { ${iconTileDeclarations} }
.hw-service-card__badge { padding: 2px 10px; border-radius: 999px; font-size: ${typeScale.caption.fontSize}; font-weight: 700; background: #eef0f3; color: ${palette.text}; }
.hw-service-card__name { margin: 0; font-size: ${typeScale.h4.fontSize}; font-weight: 700; }
.hw-service-card__description { margin: 0; }
.hw-service-card__facts { margin-top: auto; display: flex; flex-wrap: wrap; gap: 8px 20px; align-items: baseline; }
.hw-service-card__facts dt { font-size: ${typeScale.small.fontSize}; color: ${palette.textSecondary}; }
.hw-service-card__facts dd { margin: 0; font-weight: 700; }
.hw-service-card__pair { display: flex; flex-direction: column; }
.hw-service-card__free { color: ${palette.success}; }
`;
