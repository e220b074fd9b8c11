import GlobalStyles from '@mui/material/GlobalStyles';
import { focusRing } from '@homeward/theme';

/**
 * The site's focus ring is drawn on the focused element. Inside an MUI text field that is the bare <input>,
 * which leaves a box inside the field's border; this moves the ring onto the whole field instead.
 */
export function FieldFocusStyles() {
  return (
    <GlobalStyles
      styles={{
        '.MuiInputBase-input:focus-visible, .MuiNativeSelect-select:focus-visible': { outline: 'none', boxShadow: 'none' },
        '.MuiOutlinedInput-root:has(:focus-visible)': focusRing,
      }}
    />
  );
}
