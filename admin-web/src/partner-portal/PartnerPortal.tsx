import { useState } from 'react';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import { BrowserRouter } from 'react-router-dom';
import { PortalApp } from './app/PortalApp.js';
import { PORTAL_BASENAME } from './paths.js';

/**
 * The Module Federation entry './PartnerPortal': the public site renders this for /partners and /partners/*.
 * Its own emotion cache and its own router under /partners, like the admin console's './App'.
 */
export default function PartnerPortal() {
  const [cache] = useState(() => createCache({ key: 'pp' }));
  return (
    <CacheProvider value={cache}>
      <BrowserRouter basename={PORTAL_BASENAME}>
        <PortalApp />
      </BrowserRouter>
    </CacheProvider>
  );
}
