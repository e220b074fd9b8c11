import { lazy } from 'react';
import { loadRemoteModule } from './load-remote.js';
import { REMOTE_ENTRY, REMOTE_SCOPE } from './remote-entry.js';
import { RemotePage } from './RemotePage.js';

const RemoteApp = lazy(() => loadRemoteModule(REMOTE_ENTRY, REMOTE_SCOPE, './App'));

/** Every /domainauth path: no public chrome, not indexed, the react-admin remote loaded on demand. */
export default function AdminRemote() {
  return <RemotePage name="Admin console" title="Admin | Homeward" App={RemoteApp} />;
}
