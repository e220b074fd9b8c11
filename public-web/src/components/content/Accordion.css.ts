import { focusOutline, palette } from '@homeward/theme';

export default `
.hw-accordion { margin: 0 0 24px; padding: 0; list-style: none; max-width: 80ch; border-top: 1px solid #cfd6df; }
.hw-accordion__item { border-bottom: 1px solid #cfd6df; }
.hw-accordion__heading { margin: 0; font-size: 1.1875rem; line-height: 1.4; }
.hw-accordion__button {
  width: 100%;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  min-height: 56px;
  padding: 14px 8px;
  border: 0;
  background: transparent;
  color: ${palette.text};
  font: inherit;
  font-weight: 700;
  text-align: left;
  cursor: pointer;
}
.hw-accordion__button:hover { background: #eef2f7; text-decoration: underline; }
.hw-accordion__button:focus-visible { ${focusOutline(0)} box-shadow: inset 0 0 0 2px ${palette.text}; }
.hw-accordion__icon {
  flex: none;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  border: 2px solid ${palette.primary};
  color: ${palette.primary};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  transition: transform 150ms;
}
[aria-expanded="true"] > .hw-accordion__icon { transform: rotate(180deg); }
@media (prefers-reduced-motion: reduce) { .hw-accordion__icon { transition: none; } }
.hw-accordion__panel { padding: 0 8px 20px; }
.hw-accordion__panel p { margin: 0 0 12px; max-width: 70ch; }
.hw-accordion__panel p:last-child { margin-bottom: 0; }
`;
