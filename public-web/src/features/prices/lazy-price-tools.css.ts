import { palette, typeScale } from '@homeward/theme';

// The price tools' loading line: static, because the services guide shows it on its first load (as an island).
export default `
.hw-tool-loading { margin: 0; min-height: 120px; font-size: ${typeScale.body.fontSize}; line-height: ${typeScale.body.lineHeight}; color: ${palette.textSecondary}; }
`;
