import type { ComponentType } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import { createHomewardTheme } from '@homeward/theme';

const theme = createHomewardTheme();
const wrapped = new WeakMap<ComponentType, ComponentType>();

/**
 * Gives a page that uses MUI components the shared Homeward MUI theme (the same one the admin console uses).
 * Loaded with that page's chunk, so pages without MUI do not download MUI's theme machinery.
 */
export function withMuiTheme(Page: ComponentType): ComponentType {
  let Themed = wrapped.get(Page);
  if (!Themed) {
    Themed = function MuiThemed() {
      return (
        <ThemeProvider theme={theme}>
          <Page />
        </ThemeProvider>
      );
    };
    wrapped.set(Page, Themed);
  }
  return Themed;
}

export { theme as muiTheme };
