#!/usr/bin/env node
// `npm start`: build whatever is not built yet (Nx caches each project), then serve everything from the API.
// `--build-only`: the build alone (e2e/run-e2e.mjs, before its workers' servers start with SKIP_BUILD).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { buildProduct } from '../tools/run/product.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, NX_SKIP_NX_CACHE: process.env.NX_SKIP_NX_CACHE ?? '' };

if (process.env.SKIP_BUILD !== 'true') {
  const status = buildProduct(root, env);
  if (status !== 0 || process.argv.includes('--build-only')) process.exit(status);
}

const server = spawn(process.execPath, [path.join(root, 'api/dist/main.js')], { cwd: root, env: process.env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
