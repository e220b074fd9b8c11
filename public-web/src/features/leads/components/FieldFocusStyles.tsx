import GlobalStyles from '@mui/material/GlobalStyles';
import { focusRing, palette } from '@homeward/theme';

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
        // The ring runs along the top border, through the field's label: lift the label above it.
        '.MuiFormControl-root:has(.MuiOutlinedInput-root :focus-visible) .MuiInputLabel-shrink': {
          zIndex: 2,
          background: palette.paper,
          paddingInline: 4,
          marginLeft: -4,
        },
      }}
    />
  );
}
