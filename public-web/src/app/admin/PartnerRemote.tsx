import { lazy } from 'react';
import { loadRemoteModule } from './load-remote.js';
import { REMOTE_ENTRY, REMOTE_SCOPE } from './remote-entry.js';
import { RemotePage } from './RemotePage.js';

const PartnerPortal = lazy(() => loadRemoteModule(REMOTE_ENTRY, REMOTE_SCOPE, './PartnerPortal'));

/** Every /partners path: the provider portal, the same remote's second module. */
export default function PartnerRemote() {
  return <RemotePage name="Provider portal" title="For providers | Homeward" App={PartnerPortal} />;
}
