// Runs the Playwright suite, or says in one line why it cannot here (no Chromium) and skips.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

if (!existsSync('/usr/bin/chromium')) {
  console.log('e2e: skipped, /usr/bin/chromium is not installed (apt-get install -y chromium).');
  process.exit(0);
}
const r = spawnSync(process.execPath, [require_resolve('@playwright/test/cli'), 'test', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(r.status ?? 1);

function require_resolve(id) {
  return new URL(import.meta.resolve(id)).pathname;
}
