import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tools/browser/chromium.mjs';

/**
 * e2e runs against the product exactly as `npm start` serves it (built apps, real API, a fresh SQLite
 * database in a temporary folder). The admin below is created at start through ADMIN_EMAIL/ADMIN_PASSWORD.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3199);
export const E2E_ADMIN = { email: 'e2e.admin@homeward.example', password: 'e2e-Password-123', name: 'E2E Admin' };
const dataDir = path.join(os.tmpdir(), `homeward-e2e-${E2E_PORT}`);

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
    trace: 'off',
  },
  webServer: {
    command: `rm -rf ${dataDir} && node ../scripts/start.mjs`,
    cwd: __dirname,
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: dataDir,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      ADMIN_NAME: E2E_ADMIN.name,
      // e2e logs in many times from one address; the limiter itself is proved by the API contract suite.
      LOGIN_RATE_LIMIT: '1000',
      LEAD_RATE_LIMIT: '1000',
    },
  },
});
