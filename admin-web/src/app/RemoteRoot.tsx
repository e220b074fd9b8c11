import { useState, type ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import { BrowserRouter } from 'react-router-dom';

/**
 * What a Module Federation entry of this remote puts round its app: its own emotion cache (so it never claims the
 * host's styles) and its own router under its basename (react-admin would otherwise make a HashRouter).
 */
export function RemoteRoot({ cacheKey, basename, children }: { cacheKey: string; basename: string; children: ReactNode }) {
  const [cache] = useState(() => createCache({ key: cacheKey }));
  return (
    <CacheProvider value={cache}>
      <BrowserRouter basename={basename}>{children}</BrowserRouter>
    </CacheProvider>
  );
}
