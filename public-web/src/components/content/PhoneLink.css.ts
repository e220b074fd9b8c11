import { focusRingDeclarations, palette } from '@homeward/theme';

export default `
.hw-phone-link { color: ${palette.primary}; font-weight: 700; white-space: nowrap; text-underline-offset: 3px; }
.hw-phone-link:focus-visible { ${focusRingDeclarations} }
`;
