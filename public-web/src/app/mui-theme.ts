import { createHomewardTheme } from '@homeward/theme';

/**
 * The shared Homeward MUI theme (the one the admin console uses), for the few MUI pieces of the public site,
 * which all load on demand: the mobile menu's drawer and the lead dialogs. No page loads MUI with its first
 * paint (public-web/README.md, "First-load budget").
 */
export const muiTheme = createHomewardTheme();
