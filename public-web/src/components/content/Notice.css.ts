import { palette, typeScale } from '@homeward/theme';

export default `
.hw-notice { margin: 0 0 32px; padding: 20px 24px; border-radius: 12px; border-left: 8px solid; max-width: 75ch; }
.hw-notice p { margin: 0 0 8px; }
.hw-notice p:last-child { margin-bottom: 0; }
.hw-notice--info { background: #e8eff8; border-color: ${palette.primary}; }
.hw-notice--warning { background: ${palette.goldBg}; border-color: ${palette.gold}; }
.hw-notice--success { background: #e6f2e9; border-color: ${palette.secondary}; }
.hw-notice__title { margin: 0 0 8px; font-size: ${typeScale.h4.fontSize}; font-weight: 700; }
`;
