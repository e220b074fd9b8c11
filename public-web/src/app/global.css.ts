import { palette, typography, focusRingDeclarations } from '@homeward/theme';
import { TEXT_SIZES } from './layout/text-size.js';

/**
 * The site-wide stylesheet: a small baseline (what MUI's CssBaseline would do, with the shared theme's
 * tokens), the text-size steps (a data attribute on <html> set by the head script before first paint, so
 * everything sized in rem scales), the utility classes, reduced motion, and the print stylesheet.
 */
const textSizeSteps = TEXT_SIZES.filter((s) => s.id !== 'standard')
  .map((s) => `html[data-text-size="${s.id}"] { font-size: ${s.percent}%; }`)
  .join('\n');

export default `
html { box-sizing: border-box; -webkit-text-size-adjust: 100%; text-size-adjust: 100%; scroll-padding-top: 16px; -webkit-font-smoothing: antialiased; }
${textSizeSteps}
*, *::before, *::after { box-sizing: inherit; }
body {
  margin: 0;
  color: ${palette.text};
  background: ${palette.background};
  font-family: ${typography.fontFamily};
  font-size: ${typography.bodySize};
  line-height: ${typography.bodyLineHeight};
  overflow-wrap: break-word;
}
strong, b { font-weight: 700; }
h1, h2, h3, h4 { line-height: 1.25; }
img, svg { max-width: 100%; }
button, input, select, textarea { font: inherit; }
:focus-visible { ${focusRingDeclarations} }
a:not([class]) { color: ${palette.primary}; text-underline-offset: 3px; }
.hw-visually-hidden {
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
}
@keyframes hw-pulse { 0%, 100% { opacity: 1; } 50% { opacity: 0.45; } }
@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after {
    animation-duration: 0.01ms !important;
    animation-iteration-count: 1 !important;
    transition-duration: 0.01ms !important;
    scroll-behavior: auto !important;
  }
}
@media print {
  html { font-size: 12pt !important; }
  body { background: #ffffff !important; color: #000000 !important; }
  .hw-no-print, .hw-skip-link { display: none !important; }
  main a[href^="http"]::after { content: " (" attr(href) ")"; font-size: 0.85em; word-break: break-all; }
  main section, main article, main li, main tr { break-inside: avoid; }
  main * { box-shadow: none !important; }
  main [aria-hidden="true"] { display: none; }
}
`;
