#!/usr/bin/env node
// `npm run lint`: ESLint (eslint.config.mjs) over the workspace with no warnings allowed, a proof that the module
// boundary rule is live, and Prettier's check. Run by `npm test` before the suites.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };
const run = (command, args) => spawnSync(command, args, { cwd: root, env, stdio: 'inherit' }).status === 0;
const bin = (pkg, file) => path.join(root, 'node_modules', pkg, file);

// @nx/enforce-module-boundaries reads Nx's project graph and quietly checks nothing without one: make it first.
if (!run(process.execPath, [bin('nx', 'dist/bin/nx.js'), 'show', 'projects'])) process.exit(1);

// The rule must refuse what the layering forbids; were it ever switched off or blind, this fails. The probe text
// is linted as if it were an existing file of the project (the rule finds a file's project in Nx's file map).
const probes = [
  { file: 'libs/domain/src/index.ts', code: "import { palette } from '@homeward/theme';\nexport const probe = palette;\n", why: 'libs/domain importing another lib' },
  { file: 'libs/domain/src/index.ts', code: "import { paths } from '../../../public-web/src/app/paths.js';\nexport const probe = paths;\n", why: 'libs/domain importing an app' },
  { file: 'admin-web/src/App.tsx', code: "import { paths } from '../../public-web/src/app/paths.js';\nexport const probe = paths;\n", why: 'admin-web importing public-web' },
];
const eslint = new ESLint({ cwd: root });
for (const probe of probes) {
  const [result] = await eslint.lintText(probe.code, { filePath: path.join(root, probe.file) });
  if (!result.messages.some((m) => m.ruleId === '@nx/enforce-module-boundaries')) {
    console.error(`lint: the module boundary rule did not refuse ${probe.why} (${probe.file}); got ${JSON.stringify(result.messages)}`);
    process.exit(1);
  }
}
console.log(`lint: module boundaries refuse ${probes.map((p) => p.why).join(', ')}`);

const eslintOk = run(process.execPath, [bin('eslint', 'bin/eslint.js'), '.', '--max-warnings=0']);
const prettierOk = run(process.execPath, [bin('prettier', 'bin/prettier.cjs'), '--check', '.', '--log-level', 'warn']);
if (eslintOk && prettierOk) console.log('lint: ESLint and Prettier pass');
process.exit(eslintOk && prettierOk ? 0 : 1);
