import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, PLAYWRIGHT_DISABLE_FEATURES, PLAYWRIGHT_FEATURES_OF } from '../tools/browser/chromium.mjs';

// PLAYWRIGHT_DISABLE_FEATURES replaces Playwright's own list of features it turns off: after an upgrade, copy the
// new list there first (node_modules/playwright-core/lib/coreBundle.js, disabledFeatures).
const playwrightVersion = (createRequire(__filename)('playwright-core/package.json') as { version: string }).version;
if (playwrightVersion !== PLAYWRIGHT_FEATURES_OF) {
  throw new Error(
    `Playwright ${playwrightVersion}: check its disabled features against PLAYWRIGHT_DISABLE_FEATURES (tools/browser/chromium.mjs, made for ${PLAYWRIGHT_FEATURES_OF})`,
  );
}

/**
 * e2e runs against the product exactly as `npm start` serves it (built apps, real API, a fresh SQLite
 * database in a temporary folder). The admin below is created at start through ADMIN_EMAIL/ADMIN_PASSWORD.
 *
 * Spec files run in E2E_WORKERS parallel workers. Each worker has a server of its own, started
 * once by Playwright from the one build: its own port and database, so a spec that renames a provider or the
 * admin never races a directory check in the other worker. Specs take `test` from ../support/test, which points
 * baseURL at their worker's server; within a worker, files run one after another as they always did.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3199);
/**
 * Three workers on the 2-core machines: a browser test also waits (for the network to settle, for the server's
 * answer), and a third worker fills those waits. Measured on one build: the suite in
 * 177 s with two workers, 162 s with three. With three, a test gets less of a core while the others run, hence the
 * longer test timeout below.
 */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 3);
export const E2E_ADMIN = { email: 'e2e.admin@homeward.example', password: 'e2e-Password-123', name: 'E2E Admin' };

/** The server of the worker with this parallel index: its port, and the data folder (database, outbox). */
export function e2eServer(parallelIndex: number) {
  const port = E2E_PORT + parallelIndex;
  return { port, url: `http://127.0.0.1:${port}`, dataDir: path.join(os.tmpdir(), `homeward-e2e-${port}`) };
}

/**
 * One more server, for the journeys on the real directory (the government's list, as `npm start` serves it: no demo
 * data). Started once for the run; its specs set baseURL to it and run in whichever worker picks them up.
 */
export function officialListServer() {
  const port = E2E_PORT + 20;
  return { port, url: `http://127.0.0.1:${port}`, dataDir: path.join(os.tmpdir(), `homeward-e2e-${port}`) };
}

const SERVER_ENV = {
  SKIP_BUILD: 'true',
  ADMIN_EMAIL: E2E_ADMIN.email,
  ADMIN_PASSWORD: E2E_ADMIN.password,
  ADMIN_NAME: E2E_ADMIN.name,
  // e2e logs in many times from one address; the limiter itself is proved by the API contract suite.
  LOGIN_RATE_LIMIT: '1000',
  LEAD_RATE_LIMIT: '1000',
};

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  // The longest journey took 41 s with two workers on the slowest machine measured.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: e2eServer(0).url,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS, PLAYWRIGHT_DISABLE_FEATURES] },
    trace: 'off',
  },
  // Built once before (run-e2e.mjs, or Nx's ^build), so each server only starts: SKIP_BUILD. The workers' servers hold the
  // fictional demo providers (their prices and areas are what most journeys check); the last one the real directory.
  webServer: [
    ...Array.from({ length: E2E_WORKERS }, (_, index) => e2eServer(index)).map((server) => ({ ...server, demoData: 'true' })),
    { ...officialListServer(), demoData: 'false' },
  ].map(({ port, url, dataDir, demoData }) => ({
    command: `rm -rf ${dataDir} && node ../scripts/start.mjs`,
    cwd: __dirname,
    url: `${url}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: { ...SERVER_ENV, PORT: String(port), DATA_DIR: dataDir, DEMO_DATA: demoData },
  })),
});
