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

/** Focus indicator used everywhere: a thick amber outline with a dark halo, visible on light and dark surfaces. */
export const focusRing = {
  outline: `3px solid ${palette.focus}`,
  outlineOffset: 2,
  boxShadow: `0 0 0 5px ${palette.text}`,
} as const;

