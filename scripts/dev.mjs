#!/usr/bin/env node
// `npm run dev`: the shared lib, the API and both web apps in watch mode; the API restarts on change.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

// The API needs the domain lib and its own first build before `node --watch` can start.
for (const ws of ['@homeward/domain', '@homeward/api']) {
  const r = spawnSync(npm, ['run', 'build', '-w', ws], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const children = [
  spawn(npx('tsc'), ['-p', 'libs/domain/tsconfig.build.json', '--watch', '--preserveWatchOutput'], { cwd: root, stdio: 'inherit' }),
  spawn(npx('tsc'), ['-p', 'api/tsconfig.build.json', '--watch', '--preserveWatchOutput'], { cwd: root, stdio: 'inherit' }),
  spawn(process.execPath, ['--watch-path=api/dist', '--watch-path=libs/domain/dist', 'api/dist/main.js'], { cwd: root, stdio: 'inherit' }),
  spawn(npm, ['run', 'dev', '-w', '@homeward/public-web'], { cwd: root, stdio: 'inherit' }),
  spawn(npm, ['run', 'dev', '-w', '@homeward/admin-web'], { cwd: root, stdio: 'inherit' }),
];

function npx(bin) {
  return path.join(root, 'node_modules/.bin', bin);
}
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
