import { css, type CSSObject } from '@emotion/react';
import { focusRing, palette, typography } from '@homeward/theme';
import { TEXT_SIZES } from './layout/text-size.js';

/**
 * The site-wide stylesheet: a small baseline (what MUI's CssBaseline would do, with the shared theme's
 * tokens), the text-size steps (a data attribute on <html> set by /text-size.js before first paint, so
 * everything sized in rem scales), reduced motion, and the print stylesheet.
 */
// Typed loosely: '!important' values are not in csstype's unions.
const rules: Record<string, unknown> = {
  html: { boxSizing: 'border-box', WebkitTextSizeAdjust: '100%', textSizeAdjust: '100%', scrollPaddingTop: 16, WebkitFontSmoothing: 'antialiased' },
  ...Object.fromEntries(TEXT_SIZES.filter((s) => s.id !== 'standard').map((s) => [`html[data-text-size="${s.id}"]`, { fontSize: `${s.percent}%` }])),
  '*, *::before, *::after': { boxSizing: 'inherit' },
  body: {
    margin: 0,
    color: palette.text,
    background: palette.background,
    fontFamily: typography.fontFamily,
    fontSize: typography.bodySize,
    lineHeight: typography.bodyLineHeight,
    overflowWrap: 'break-word',
  },
  'strong, b': { fontWeight: 700 },
  'h1, h2, h3, h4': { lineHeight: 1.25 },
  'img, svg': { maxWidth: '100%' },
  'button, input, select, textarea': { font: 'inherit' },
  ':focus-visible': focusRing,
  'a:not([class])': { color: palette.primary, textUnderlineOffset: 3 },
  '.hw-visually-hidden': {
    position: 'absolute !important' as 'absolute',
    width: 1,
    height: 1,
    padding: 0,
    margin: -1,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
    border: 0,
  },
  '@keyframes hw-pulse': { '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } },
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto !important',
    },
  },
  '@media print': {
    html: { fontSize: '12pt !important' },
    body: { background: '#ffffff !important', color: '#000000 !important' },
    '.hw-no-print, .hw-skip-link': { display: 'none !important' },
    'main a[href^="http"]::after': { content: '" (" attr(href) ")"', fontSize: '0.85em', wordBreak: 'break-all' },
    'main section, main article, main li, main tr': { breakInside: 'avoid' },
    'main *': { boxShadow: 'none !important' },
    'main [aria-hidden="true"]': { display: 'none' },
  },
};

export const globalStyles = css(rules as CSSObject);
