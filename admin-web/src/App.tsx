import { AdminConsole } from './app/AdminConsole.js';
import { ROUTER_BASENAME } from './app/paths.js';
import { RemoteRoot } from './app/RemoteRoot.js';

/** The Module Federation entry ('./App'): the host renders this for /domainauth and /domainauth/*, emotion key 'ra'. */
export default function App() {
  return (
    <RemoteRoot cacheKey="ra" basename={ROUTER_BASENAME}>
      <AdminConsole />
    </RemoteRoot>
  );
}
