#!/usr/bin/env node
// `npm test`: the lint, the product build and every project's unit and contract suites, two at a time (a 2-core
// machine: each jest runs in one process), then the browser suite (its workers need the cores to themselves).
// `npm test -- <project>` (e.g. @homeward/api) runs that project's suites alone through Nx.
// Suites needing something this machine lacks say so in one line and skip: MySQL contract suites without
// TEST_MYSQL_URL, the two-instance suite without TEST_REDIS_URL, browser e2e without /usr/bin/chromium.
import { spawn, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };
const nx = path.join(root, 'node_modules/nx/dist/bin/nx.js');
const jest = path.join(root, 'node_modules/jest/bin/jest.js');

if (process.argv[2]) {
  const one = spawnSync(process.execPath, [nx, 'run-many', '-t', 'test', '--outputStyle=stream', '--projects', process.argv[2]], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  process.exit(one.status ?? 1);
}

if (!process.env.TEST_MYSQL_URL) {
  console.log('MySQL: TEST_MYSQL_URL is not set, so the API contract suites run on SQLite only (CI sets it).');
}

/**
 * The jobs before e2e, longest first so the two slots end close together (measured 2026-11-28: api on
 * MySQL 159 s, api 129, public-web 62, admin-web 44, build 42, lint 35, domain 6). They share nothing: the web and
 * domain suites read the sources (jest.preset.js), the API suites build their own apps, the lint reads the tree.
 */
const jobs = [
  ...(process.env.TEST_MYSQL_URL
    ? [
        {
          name: 'api on MySQL',
          cwd: 'api',
          args: [jest, '--runInBand', '--selectProjects', 'api-mysql', ...(process.env.TEST_REDIS_URL ? ['api-instances'] : [])],
        },
      ]
    : []),
  { name: 'api', cwd: 'api', args: [jest, '--runInBand', '--selectProjects', 'api', 'api-sqlite'] },
  { name: 'public-web', cwd: 'public-web', args: [jest, '--runInBand'] },
  { name: 'admin-web', cwd: 'admin-web', args: [jest, '--runInBand'] },
  { name: 'build', cwd: '.', args: [path.join(root, 'scripts/start.mjs'), '--build-only'] },
  { name: 'lint', cwd: '.', args: [path.join(root, 'scripts/lint.mjs')] },
  { name: 'domain', cwd: 'libs/domain', args: [jest, '--runInBand'] },
];
const slots = Math.max(1, Math.min(Number(process.env.TEST_CONCURRENCY ?? 2), availableParallelism()));
const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(0)} s`;

/** Runs one job with its output kept, and prints that output in one piece when it ends (no interleaving). */
function runJob(job) {
  return new Promise((resolve) => {
    const jobStarted = Date.now();
    const child = spawn(process.execPath, job.args, { cwd: path.join(root, job.cwd), env: { ...env, FORCE_COLOR: '0' } });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const ok = code === 0;
      process.stdout.write(`\n===== ${job.name}: ${ok ? 'passed' : `FAILED (exit ${code})`} in ${seconds(jobStarted)} =====\n`);
      process.stdout.write(Buffer.concat(output));
      resolve({ name: job.name, ok, time: seconds(jobStarted) });
    });
  });
}

const queue = [...jobs];
const results = [];
await Promise.all(
  Array.from({ length: slots }, async () => {
    while (queue.length > 0) results.push(await runJob(queue.shift()));
  }),
);
const failed = results.filter((r) => !r.ok);
console.log(`\nnpm test: ${results.map((r) => `${r.name} ${r.ok ? 'ok' : 'FAILED'} (${r.time})`).join(', ')}; ${seconds(started)} so far`);
if (failed.length > 0) {
  console.error(`npm test: ${failed.map((r) => r.name).join(', ')} failed; e2e not run.`);
  process.exit(1);
}

// The browser suite against the product just built (its workers start their own servers from that build).
const e2eStarted = Date.now();
const e2e = spawnSync(process.execPath, [path.join(root, 'e2e/run-e2e.mjs')], {
  cwd: path.join(root, 'e2e'),
  env: { ...env, E2E_BUILT: 'true' },
  stdio: 'inherit',
});
console.log(`npm test: e2e ${e2e.status === 0 ? 'ok' : 'FAILED'} (${seconds(e2eStarted)}); ${seconds(started)} in all`);
process.exit(e2e.status ?? 1);
