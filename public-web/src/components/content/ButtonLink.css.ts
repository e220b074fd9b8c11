import { focusRingDeclarations, palette, typeScale } from '@homeward/theme';

export default `
.hw-button-link {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 48px;
  padding: 10px 22px;
  border-radius: 8px;
  border: 2px solid transparent;
  font-size: ${typeScale.body.fontSize};
  font-weight: 700;
  line-height: 1.3;
  text-decoration: none;
  text-align: center;
  cursor: pointer;
}
.hw-button-link:focus-visible { ${focusRingDeclarations} }
.hw-button-link--primary { background: ${palette.primary}; color: #ffffff; }
.hw-button-link--primary:hover { background: ${palette.primaryDark}; text-decoration: underline; }
.hw-button-link--secondary { background: #ffffff; color: ${palette.primary}; border-color: ${palette.primary}; }
.hw-button-link--secondary:hover { background: #e3ebf6; text-decoration: underline; }
.hw-button-link--light { background: #ffffff; color: ${palette.primaryDark}; }
.hw-button-link--light:hover { background: #e3ebf6; text-decoration: underline; }
.hw-button-link--outline-light { background: transparent; color: #ffffff; border-color: #ffffff; }
.hw-button-link--outline-light:hover { background: rgba(255,255,255,0.12); text-decoration: underline; }
.hw-text-link { color: ${palette.primary}; font-weight: 600; text-underline-offset: 3px; }
.hw-text-link:focus-visible { ${focusRingDeclarations} }
.hw-external-link { color: ${palette.primary}; font-weight: 600; text-underline-offset: 3px; overflow-wrap: anywhere; }
.hw-external-link:focus-visible { ${focusRingDeclarations} }
.hw-button-row { display: flex; flex-wrap: wrap; gap: 12px; margin: 8px 0 16px; }
`;
