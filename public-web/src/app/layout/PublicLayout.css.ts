import { palette, typeScale } from '@homeward/theme';

export default `
/*
 * Out of sight above the page by its own height (a fixed -100px let a two-line link at 200% text hang over the
 * logo); when focused it takes its own place above the top bar and pushes it down, never covering the logo.
 */
.hw-skip-link {
  position: absolute;
  left: 8px;
  top: 0;
  transform: translateY(-110%);
  z-index: 2000;
  padding: 12px 20px;
  border-radius: 8px;
  background: ${palette.focus};
  color: ${palette.text};
  font-weight: 700;
  font-size: ${typeScale.body.fontSize};
  text-decoration: underline;
}
.hw-skip-link:focus { position: relative; display: block; width: fit-content; margin: 8px; transform: none; outline: 3px solid ${palette.text}; }
.hw-layout { display: flex; flex-direction: column; min-height: 100vh; }
.hw-layout__content { flex: 1; }
.hw-layout__loading { padding: 48px 16px; text-align: center; font-size: ${typeScale.body.fontSize}; }
`;
