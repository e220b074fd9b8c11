import { focusOutline, focusRingDeclarations, palette } from '@homeward/theme';

export default `
.hw-tabs__list { display: flex; flex-wrap: wrap; gap: 8px; margin: 0 0 20px; padding: 0; border-bottom: 2px solid #cfd6df; }
.hw-tabs__tab {
  min-height: 48px;
  padding: 10px 18px;
  border: 2px solid transparent;
  border-bottom: 0;
  border-radius: 8px 8px 0 0;
  background: transparent;
  color: ${palette.primary};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  margin-bottom: -2px;
}
.hw-tabs__tab:hover { background: #eef2f7; text-decoration: underline; }
.hw-tabs__tab[aria-selected="true"] {
  background: ${palette.paper};
  color: ${palette.text};
  border-color: #cfd6df;
  border-bottom: 2px solid ${palette.paper};
  box-shadow: inset 0 4px 0 ${palette.primary};
}
.hw-tabs__tab:focus-visible { ${focusRingDeclarations} }
.hw-tabs__panel:focus-visible { ${focusOutline(4)} }
`;
