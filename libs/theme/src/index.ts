import { createTheme, type Theme } from '@mui/material/styles';
import { focusRing, palette, typeScale, typography } from './tokens.js';

export { focusRing, palette, typeScale, typography } from './tokens.js';
export { focusOutline, focusRingDeclarations, focusVisibleRing } from './focus-ring.js';

/**
 * The one Homeward theme, used by the public site and the admin console so they read as one product.
 * Calm blues and greens, AA contrast (text on every surface here is 7:1 or better except secondary text,
 * which is at least 4.5:1), base body text 18px, 44px minimum touch targets.
 * Sizes are in rem so the site's text-size control (which changes the root font size) scales everything.
 */
export function createHomewardTheme(): Theme {
  return createTheme({
    palette: {
      primary: { main: palette.primary, dark: palette.primaryDark, contrastText: '#ffffff' },
      secondary: { main: palette.secondary, contrastText: '#ffffff' },
      error: { main: palette.error },
      warning: { main: palette.warning },
      success: { main: palette.success },
      text: { primary: palette.text, secondary: palette.textSecondary },
      background: { default: palette.background, paper: palette.paper },
    },
    shape: { borderRadius: 8 },
    typography: {
      // 16px root; body text 1.125rem = 18px at the default text size.
      htmlFontSize: 16,
      fontSize: 16,
      fontFamily: typography.fontFamily,
      h1: typeScale.h1,
      h2: typeScale.h2,
      h3: typeScale.h3,
      h4: typeScale.h4,
      h5: { fontSize: typeScale.body.fontSize, fontWeight: 700 },
      h6: { fontSize: typeScale.body.fontSize, fontWeight: 700 },
      body1: typeScale.body,
      body2: typeScale.small,
      button: { fontSize: typeScale.ui.fontSize, fontWeight: 600, textTransform: 'none' },
    },
    components: {
      MuiButtonBase: { defaultProps: { disableRipple: false } },
      MuiButton: { styleOverrides: { root: { minHeight: 44, paddingInline: 20 } } },
      MuiIconButton: { styleOverrides: { root: { minWidth: 44, minHeight: 44 } } },
      MuiTab: { styleOverrides: { root: { minHeight: 48, fontSize: typeScale.ui.fontSize, textTransform: 'none' } } },
      MuiLink: { defaultProps: { underline: 'always' } },
      MuiCssBaseline: {
        styleOverrides: {
          ':focus-visible': focusRing,
          '@media (prefers-reduced-motion: reduce)': {
            '*, *::before, *::after': {
              animationDuration: '0.01ms !important',
              animationIterationCount: '1 !important',
              transitionDuration: '0.01ms !important',
              scrollBehavior: 'auto !important',
            },
          },
        },
      },
    },
  });
}
export { useDebouncedValue } from './use-debounced-value.js';
export { fetchPostcodeLocalities, postcodeLocalitiesQuery } from './postcode-query.js';
