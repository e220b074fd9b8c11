import type { ReactNode } from 'react';
import { CacheProvider, Global, type EmotionCache } from '@emotion/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ToastProvider } from '../components/ui/toast/index.js';
import { globalStyles } from './global-styles.js';

export interface AppProvidersProps {
  /** One emotion cache per render on the server; on the client it adopts the prerendered styles. */
  cache: EmotionCache;
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * The providers every route needs. MUI's ThemeProvider is deliberately not here: the shell and the guidance
 * pages are styled with emotion and the shared theme tokens, and the routes that use MUI components get
 * the shared MUI theme with their own chunk (see MuiThemeRoute), which keeps ~22 KiB gzip off every page.
 */
export function AppProviders({ cache, queryClient, children }: AppProvidersProps) {
  return (
    <CacheProvider value={cache}>
      <Global styles={globalStyles} />
      <QueryClientProvider client={queryClient}>
        <ToastProvider>{children}</ToastProvider>
      </QueryClientProvider>
    </CacheProvider>
  );
}
