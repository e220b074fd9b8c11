import { useState } from 'react';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import { BrowserRouter } from 'react-router-dom';
import { AdminConsole } from './app/AdminConsole.js';
import { ROUTER_BASENAME } from './app/paths.js';

/**
 * The Module Federation entry ('./App'): the host renders this for /domainauth and /domainauth/*.
 * Own emotion cache (key 'ra') so it never claims the host's styles; own router under /domainauth
 * (react-admin would otherwise make a HashRouter).
 */
export default function App() {
  const [cache] = useState(() => createCache({ key: 'ra' }));
  return (
    <CacheProvider value={cache}>
      <BrowserRouter basename={ROUTER_BASENAME}>
        <AdminConsole />
      </BrowserRouter>
    </CacheProvider>
  );
}
