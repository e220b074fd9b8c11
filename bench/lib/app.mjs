// Start the real product (built API + web apps) for a benchmark part, on a scratch database.
import path from 'node:path';
import { existsSync, rmSync, mkdirSync, readFileSync } from 'node:fs';
import { buildProduct } from '../../tools/run/product.mjs';
import { ROOT, BENCH_TMP, log } from './env.mjs';
import { startProcess } from './processes.mjs';

export function ensureBuilt() {
  if (process.env.BENCH_SKIP_BUILD === 'true' && existsSync(path.join(ROOT, 'api/dist/main.js'))) return;
  log('building (Nx cache makes this quick when nothing changed)');
  if (buildProduct(ROOT) !== 0) throw new Error('build failed');
}

export function scratchDir(name, { fresh = true } = {}) {
  const dir = path.join(BENCH_TMP, name);
  if (fresh) rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** Starts `node api/dist/main.js` with the given env; returns { url, stop }. */
export async function startApi({ port, env = {}, name = 'api' }) {
  const proc = await startProcess(process.execPath, [path.join(ROOT, 'api/dist/main.js')], {
    cwd: ROOT,
    // Production needs SMTP_URL (lead emails); parts that store no lead point it at a closed port.
    env: {
      NODE_ENV: 'production',
      SESSION_SECRET: 'bench-only-secret-not-for-production',
      SMTP_URL: 'smtp://127.0.0.1:9',
      PORT: String(port),
      HOST: '127.0.0.1',
      ...env,
    },
    healthUrl: `http://127.0.0.1:${port}/api/health`,
    name,
  });
  return { url: `http://127.0.0.1:${port}`, stop: proc.stop, output: proc.output };
}

export function publicRoutes() {
  const manifestFile = path.join(ROOT, 'public-web/dist/prerender-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  return Object.keys(manifest.routes);
}

/** Each prerendered route's kind ('guidance' or 'tool'), as the build wrote it (public-web/src/app/first-load-budget.ts). */
export function routeKinds() {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, 'public-web/dist/prerender-manifest.json'), 'utf8'));
  return Object.fromEntries(Object.entries(manifest.firstLoadJsBudget ?? {}).map(([route, budget]) => [route, budget.kind]));
}
