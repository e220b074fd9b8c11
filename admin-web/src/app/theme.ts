import { createTheme, type Theme } from '@mui/material/styles';
import { createHomewardTheme, focusRing } from '@homeward/theme';

/**
 * The shared Homeward theme plus what the console's dense forms and tables need. The site-wide
 * focus ring is drawn on the element itself; on a text field that hides the floating label, so
 * fields show focus with a thicker border instead, and switches/checkboxes (whose input is
 * invisible) get the ring on their visible control.
 */
export function createAdminTheme(): Theme {
  return createTheme(createHomewardTheme(), {
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          '.MuiInputBase-input:focus-visible, .MuiSelect-select:focus-visible, .MuiSwitch-input:focus-visible, .PrivateSwitchBase-input:focus-visible': {
            outline: 'none',
            boxShadow: 'none',
          },
          '.MuiOutlinedInput-root.Mui-focused .MuiOutlinedInput-notchedOutline': { borderWidth: 3 },
          '.MuiFilledInput-root.Mui-focused::after': { borderBottomWidth: 3 },
          '.MuiSwitch-switchBase.Mui-focusVisible, .MuiCheckbox-root.Mui-focusVisible, .MuiRadio-root.Mui-focusVisible': focusRing,
        },
      },
      // A wide table scrolls inside the list instead of widening the page (tablets).
      RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 } } } },
    },
  });
}
