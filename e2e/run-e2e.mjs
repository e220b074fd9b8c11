// Runs the Playwright suite, or says in one line why it cannot here (no Chromium) and skips.
// Run by `npm test` (E2E_BUILT) or Nx (the target depends on ^build), the product is already built; run alone
// (`npm test -w @homeward/e2e`, `node run-e2e.mjs tests/prices.spec.ts`), it is built here first (Nx's cache
// makes that quick when nothing changed), since each worker's server only starts the build (SKIP_BUILD).
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

if (!existsSync('/usr/bin/chromium')) {
  console.log('e2e: skipped, /usr/bin/chromium is not installed (apt-get install -y chromium).');
  process.exit(0);
}
if (!process.env.NX_TASK_TARGET_PROJECT && process.env.E2E_BUILT !== 'true') {
  const built = spawnSync(process.execPath, [fileURLToPath(new URL('../scripts/start.mjs', import.meta.url)), '--build-only'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const r = spawnSync(process.execPath, [require_resolve('@playwright/test/cli'), 'test', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(r.status ?? 1);

function require_resolve(id) {
  return new URL(import.meta.resolve(id)).pathname;
}
