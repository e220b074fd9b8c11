import type { ReactNode } from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { createHomewardTheme } from '@homeward/theme';
import { ToastProvider } from '../components/ui/toast/index.js';
import { globalStyles } from './global-styles.js';

const theme = createHomewardTheme();

export interface AppProvidersProps {
  /** One emotion cache per render on the server; on the client it adopts the prerendered styles. */
  cache: EmotionCache;
  queryClient: QueryClient;
  children: ReactNode;
}

export function AppProviders({ cache, queryClient, children }: AppProvidersProps) {
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <GlobalStyles styles={globalStyles} />
        <QueryClientProvider client={queryClient}>
          <ToastProvider>{children}</ToastProvider>
        </QueryClientProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
