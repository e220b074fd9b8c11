import { palette, typeScale, focusOutline, focusRingDeclarations } from '@homeward/theme';

export default `
.hw-menu-button {
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 44px;
  min-width: 44px;
  padding: 0 12px;
  border: 2px solid ${palette.primary};
  border-radius: 8px;
  background: ${palette.primary};
  color: #ffffff;
  font-family: inherit;
  font-size: ${typeScale.ui.fontSize};
  font-weight: 700;
  cursor: pointer;
}
.hw-menu-button:focus-visible { ${focusRingDeclarations} }
.hw-mobile-menu__list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 4px; }
.hw-mobile-menu__link {
  display: flex;
  align-items: center;
  min-height: 52px;
  padding: 0 16px;
  border-radius: 8px;
  color: ${palette.text};
  font-size: ${typeScale.body.fontSize};
  font-weight: 600;
  text-decoration: none;
  border: 2px solid transparent;
}
.hw-mobile-menu__link:hover { background: #e3ebf6; }
.hw-mobile-menu__link[aria-current="page"] { background: ${palette.primary}; color: #ffffff; }
.hw-mobile-menu__link:focus-visible { ${focusOutline(0)} border-color: ${palette.text}; }
`;
