#!/usr/bin/env node
// `npm test`: the lint, then every suite of every project, one after another (2-core machines; e2e needs the CPU alone).
// Suites needing something this machine lacks say so in one line and skip: MySQL contract suites without
// TEST_MYSQL_URL, browser e2e without /usr/bin/chromium.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };
const projects = process.argv[2] ? ['--projects', process.argv[2]] : [];

// The whole run starts with the lint (ESLint, the boundary proof, Prettier); one project's run does not.
if (!process.argv[2]) {
  const lint = spawnSync(process.execPath, [path.join(root, 'scripts/lint.mjs')], { cwd: root, env, stdio: 'inherit' });
  if (lint.status !== 0) process.exit(lint.status ?? 1);
}

if (!process.env.TEST_MYSQL_URL) {
  console.log('MySQL: TEST_MYSQL_URL is not set, so the API contract suites run on SQLite only (CI sets it).');
}
const result = spawnSync(
  process.execPath,
  [path.join(root, 'node_modules/nx/dist/bin/nx.js'), 'run-many', '-t', 'test', '--parallel=1', '--outputStyle=stream', ...projects],
  { cwd: root, env, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
