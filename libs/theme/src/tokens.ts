/**
 * Design tokens of the one Homeward look, shared by the public site and the admin console. No MUI import
 * here, so the public site can use the tokens without downloading MUI's theme code (index.ts builds the
 * MUI theme from them).
 */
export const palette = {
  primary: '#1d4f91',
  primaryDark: '#143a6b',
  secondary: '#2e6b3f',
  text: '#1a1f29',
  textSecondary: '#454f5e',
  background: '#f7f8fa',
  paper: '#ffffff',
  gold: '#8a6100',
  goldBg: '#fff4d6',
  error: '#b3261e',
  warning: '#8a5300',
  success: '#1e6b34',
  focus: '#ffbf47',
} as const;

/** Type settings shared by the MUI theme and the public site's own (MUI-free) baseline styles. */
export const typography = {
  fontFamily: '"Atkinson Hyperlegible", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  /** Body text: 1.125rem = 18px at the default text size. */
  bodySize: '1.125rem',
  bodyLineHeight: 1.6,
} as const;

/**
 * The one type scale: the MUI theme's h1-h4, body1, body2 and button, and the public site's own (MUI-free)
 * styles, which take their sizes from here rather than writing them again. rem throughout, so the text-size
 * control scales it. (A few display sizes stay where they are used: the guidance pages' h1 at 2-2.5rem, the
 * home page's opening line, the accordion's 1.1875rem headings, and the print styles in pt.)
 */
export const typeScale = {
  h1: { fontSize: '2.25rem', fontWeight: 700, lineHeight: 1.2 },
  h2: { fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.25 },
  h3: { fontSize: '1.375rem', fontWeight: 700, lineHeight: 1.3 },
  h4: { fontSize: '1.25rem', fontWeight: 700, lineHeight: 1.35 },
  /** A page's opening paragraph. */
  lead: { fontSize: '1.25rem', lineHeight: 1.55 },
  body: { fontSize: typography.bodySize, lineHeight: typography.bodyLineHeight },
  small: { fontSize: '1rem', lineHeight: 1.55 },
  /** Large figures: amounts, totals, a phone number to call. */
  figure: { fontSize: '1.5rem' },
  /** Controls' text: field labels, buttons, navigation links, 17px. */
  ui: { fontSize: '1.0625rem' },
  /** Badges and notes under figures, 15px. */
  caption: { fontSize: '0.9375rem' },
  /** The smallest text (the brand's tag line, a label in the calculator's bar), 14px. */
  fine: { fontSize: '0.875rem' },
} as const;

/** Focus indicator used everywhere: a thick amber outline with a dark halo, visible on light and dark surfaces. */
export const focusRing = {
  outline: `3px solid ${palette.focus}`,
  outlineOffset: 2,
  boxShadow: `0 0 0 5px ${palette.text}`,
} as const;
