#!/usr/bin/env node
// `npm start`: build whatever is not built yet (Nx caches each project), then serve everything from the API.
import { spawnSync, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false', NX_SKIP_NX_CACHE: process.env.NX_SKIP_NX_CACHE ?? '' };

if (process.env.SKIP_BUILD !== 'true') {
  const build = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/nx/dist/bin/nx.js'),
      'run-many',
      '-t',
      'build',
      '--projects=@homeward/domain,@homeward/api,@homeward/public-web,@homeward/admin-web',
      '--outputStyle=static',
    ],
    { cwd: root, env, stdio: 'inherit' },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, [path.join(root, 'api/dist/main.js')], { cwd: root, env: process.env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
