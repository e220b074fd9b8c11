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
 * The providers every route needs. MUI's ThemeProvider is deliberately not here: every page is styled with
 * emotion and the shared theme tokens; the few MUI pieces that load on demand (mobile menu drawer, lead
 * dialogs) bring the shared MUI theme with them (app/mui-theme.ts), which keeps MUI off every first load.
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
