import { RemoteRoot } from '../app/RemoteRoot.js';
import { PortalApp } from './app/PortalApp.js';
import { PORTAL_BASENAME } from './paths.js';

/** The Module Federation entry './PartnerPortal': the public site renders this for /partners and /partners/*, emotion key 'pp'. */
export default function PartnerPortal() {
  return (
    <RemoteRoot cacheKey="pp" basename={PORTAL_BASENAME}>
      <PortalApp />
    </RemoteRoot>
  );
}
