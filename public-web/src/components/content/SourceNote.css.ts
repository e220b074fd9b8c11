import { focusRingDeclarations, palette, typeScale } from '@homeward/theme';

export default `
.hw-source-note { margin: 8px 0 24px; font-size: ${typeScale.small.fontSize}; line-height: 1.5; color: ${palette.textSecondary}; max-width: 75ch; }
.hw-source-note__link { color: ${palette.primary}; text-underline-offset: 3px; overflow-wrap: anywhere; }
.hw-source-note__link:focus-visible { ${focusRingDeclarations} }
`;
