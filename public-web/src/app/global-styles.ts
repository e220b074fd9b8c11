import type { Interpolation, Theme } from '@mui/material/styles';
import { palette } from '@homeward/theme';
import { TEXT_SIZES } from './layout/text-size.js';

/**
 * Site-wide rules that are not component styles: the text-size steps (a data attribute on <html> set by
 * /text-size.js before first paint, so everything sized in rem scales), the print stylesheet, and the
 * skeleton pulse (which stops when the visitor asks for reduced motion).
 */
export const globalStyles: Interpolation<Theme> = {
  ...Object.fromEntries(
    TEXT_SIZES.filter((s) => s.id !== 'standard').map((s) => [`html[data-text-size="${s.id}"]`, { fontSize: `${s.percent}%` }]),
  ),
  html: { scrollPaddingTop: 16, WebkitTextSizeAdjust: '100%' },
  body: { overflowWrap: 'break-word' },
  'a:not([class])': { color: palette.primary },
  '.hw-visually-hidden': {
    position: 'absolute !important' as 'absolute', width: 1, height: 1, padding: 0, margin: -1, overflow: 'hidden',
    clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0,
  },
  '@keyframes hw-pulse': { '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } },
  '@media print': {
    html: { fontSize: '12pt !important' as '12pt' },
    body: { background: '#ffffff !important' as '#fff', color: '#000000 !important' as '#000' },
    '.hw-no-print, header[role="banner"], footer[role="contentinfo"], nav, .hw-skip-link': { display: 'none !important' as 'none' },
    'main a[href^="http"]::after': { content: '" (" attr(href) ")"', fontSize: '0.85em', wordBreak: 'break-all' },
    'main section, main article, main li, main tr': { breakInside: 'avoid' },
    'main *': { boxShadow: 'none !important' as 'none' },
  },
};
