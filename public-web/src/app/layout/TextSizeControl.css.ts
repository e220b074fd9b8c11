import { palette, typeScale, focusRingDeclarations } from '@homeward/theme';

export default `
.hw-text-size { display: inline-flex; align-items: center; gap: 8px; }
.hw-text-size__label { font-size: ${typeScale.small.fontSize}; font-weight: 600; color: ${palette.textSecondary}; white-space: nowrap; }
.hw-text-size__group { display: inline-flex; align-items: center; gap: 2px; border: 2px solid ${palette.primary}; border-radius: 8px; padding: 2px; }
.hw-text-size__button {
  min-width: 44px;
  min-height: 44px;
  padding: 0 6px;
  border: 0;
  border-radius: 6px;
  background: transparent;
  color: ${palette.primary};
  font-family: inherit;
  font-weight: 700;
  line-height: 1;
  cursor: pointer;
}
.hw-text-size__button:hover { background: #e3ebf6; }
.hw-text-size__button[aria-pressed="true"] { background: ${palette.primary}; color: #ffffff; }
.hw-text-size__button:focus-visible { ${focusRingDeclarations} }
`;
