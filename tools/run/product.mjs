// What `npm start`, the bench and the image check share to build and start the product on this machine.
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

/** The projects the running product is made of (Nx builds each one only when it changed). */
const PRODUCT_PROJECTS = '@homeward/domain,@homeward/api,@homeward/public-web,@homeward/admin-web';

/** Builds the product with Nx from the repository root; answers the exit status (0: built). */
export function buildProduct(root, env = process.env) {
  const build = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/nx/dist/bin/nx.js'), 'run-many', '-t', 'build', `--projects=${PRODUCT_PROJECTS}`, '--outputStyle=static'],
    { cwd: root, stdio: 'inherit', env: { ...env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' } },
  );
  return build.status ?? 1;
}

/** A port nobody listens on (helpers on a shared machine run servers of their own on fixed ports). */
export async function freePort() {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}
