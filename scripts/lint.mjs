#!/usr/bin/env node
// `npm run lint`: ESLint (eslint.config.mjs) over the workspace with no warnings allowed, a proof that the module
// boundary rule is live, and Prettier's check. Run by `npm test` before the suites.
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };
const run = (command, args) => spawnSync(command, args, { cwd: root, env, stdio: 'inherit' }).status === 0;
const bin = (pkg, file) => path.join(root, 'node_modules', pkg, file);

// Prettier reads the tree on its own, so it runs beside the probes and ESLint: the lint often ends npm test's jobs,
// with the other core free.
const prettierOk = new Promise((resolve) => {
  const prettier = spawn(process.execPath, [bin('prettier', 'bin/prettier.cjs'), '--check', '.', '--log-level', 'warn'], { cwd: root, env, stdio: 'inherit' });
  prettier.on('close', (code) => resolve(code === 0));
});

// @nx/enforce-module-boundaries reads Nx's project graph and quietly checks nothing without one: make it first.
if (!run(process.execPath, [bin('nx', 'dist/bin/nx.js'), 'show', 'projects'])) process.exit(1);

// The rule must refuse what the layering forbids; were it ever switched off or blind, this fails. The probe text
// is linted as if it were an existing file of the project (the rule finds a file's project in Nx's file map).
const probes = [
  {
    file: 'libs/domain/src/index.ts',
    code: "import { palette } from '@homeward/theme';\nexport const probe = palette;\n",
    why: 'libs/domain importing another lib',
  },
  {
    file: 'libs/domain/src/index.ts',
    code: "import { paths } from '../../../public-web/src/app/paths.js';\nexport const probe = paths;\n",
    why: 'libs/domain importing an app',
  },
  {
    file: 'libs/domain/src/index.ts',
    code: "import { fakeFetch } from '@homeward/test-support';\nexport const probe = fakeFetch;\n",
    why: 'libs/domain importing the test support',
  },
  {
    file: 'admin-web/src/App.tsx',
    code: "import { paths } from '../../public-web/src/app/paths.js';\nexport const probe = paths;\n",
    why: 'admin-web importing public-web',
  },
];
const eslint = new ESLint({ cwd: root });
/** Lints each planted probe as if it were its file, and stops the run unless its rule (or `rule`) refuses every one. */
async function expectRefused(plantedProbes, rule) {
  for (const probe of plantedProbes) {
    const ruleId = probe.rule ?? rule;
    const [result] = await eslint.lintText(probe.code, { filePath: path.join(root, probe.file) });
    if (!result.messages.some((m) => m.ruleId === ruleId)) {
      console.error(`lint: ${ruleId} did not refuse ${probe.why} (${probe.file}); got ${JSON.stringify(result.messages)}`);
      process.exit(1);
    }
  }
}
await expectRefused(probes, '@nx/enforce-module-boundaries');
console.log(`lint: module boundaries refuse ${probes.map((p) => p.why).join(', ')}`);

// The API's modules stand on their own: a planted import cycle between files, and between folders (at the top and
// inside a domain), a service reaching the database past its repository, a provider file importing pricing and an app file importing the command-line tools must each be refused.
const apiProbes = [
  {
    file: 'api/src/providers/provider-records.ts',
    code: "import { ProviderRepository } from './provider.repository.js';\nexport const probe = ProviderRepository;\n",
    rule: 'import-x/no-cycle',
    why: 'an import cycle (provider-records -> provider.repository -> provider-records)',
  },
  {
    file: 'api/src/providers/providers.module.ts',
    code: "import { PricingModule } from '../pricing/pricing.module.js';\nexport const probe = PricingModule;\n",
    rule: 'import-x/no-restricted-paths',
    why: 'providers importing pricing',
  },
  {
    file: 'api/src/outbox/outbox-store.ts',
    code: "import { LEAD_KIND_DESCRIPTORS } from '../leads/lead-kinds.js';\nexport const probe = LEAD_KIND_DESCRIPTORS;\n",
    rule: 'homeward/no-folder-cycles',
    why: 'a folder-level cycle (outbox -> leads while leads -> outbox)',
  },
  {
    file: 'api/src/auth/accounts/password.ts',
    code: "import { PartnerUser } from '../partner/users/partner-user.entity.js';\nexport const probe = PartnerUser;\n",
    rule: 'homeward/no-folder-cycles',
    why: 'a cycle between sibling folders inside a domain (auth/accounts -> auth/partner)',
  },
  {
    file: 'api/src/leads/intake/leads.service.ts',
    code: "import { InjectDataSource } from '@nestjs/typeorm';\nexport const probe = InjectDataSource;\n",
    rule: 'no-restricted-imports',
    why: 'a service reaching the database past its repository',
  },
  {
    file: 'api/src/health/health.module.ts',
    code: "import { mulberry32 } from '../cli/seeded-random.js';\nexport const probe = mulberry32;\n",
    rule: 'import-x/no-restricted-paths',
    why: 'api/src importing cli/',
  },
];
await expectRefused(apiProbes);
console.log(`lint: the API refuses ${apiProbes.map((p) => p.why).join(', ')}`);

// A static stylesheet module (`.css.ts`) is CSS text for the page's <head>: client code importing one would ship it
// in JavaScript. Only public-web/src/app/styles/site-styles.ts may.
const stylesheetProbe = {
  file: 'public-web/src/app/layout/TopBar.tsx',
  code: "import topBarCss from './TopBar.css.js';\nexport const probe = topBarCss;\n",
  why: 'a component importing its .css.ts module',
};
await expectRefused([stylesheetProbe], 'no-restricted-imports');
console.log('lint: only the site stylesheet imports the .css.ts modules');

// Features of the public site stand alone: a planted cross-feature import, and a shared component
// importing a feature, must both be refused by import-x/no-restricted-paths.
const featureProbes = [
  {
    file: 'public-web/src/features/prices/components/PlanQuotes.tsx',
    code: "import { useProviderSearch } from '../../directory/api/search-providers.js';\nexport const probe = useProviderSearch;\n",
    why: 'a feature importing another feature',
  },
  {
    file: 'public-web/src/components/ui/Button.tsx',
    code: "import { LazyPlanQuotes } from '../../features/prices/index.js';\nexport const probe = LazyPlanQuotes;\n",
    why: 'a shared component importing a feature',
  },
];
await expectRefused(featureProbes, 'import-x/no-restricted-paths');
console.log(`lint: the public site's features refuse ${featureProbes.map((p) => p.why).join(', ')}`);

// Every business rule and limit has one home, libs/domain: outside it, no postcode pattern and no
// literal limit in a validation decorator (0 and 1 as lower bounds excepted: "not negative", "at least one").
const RULE_LITERALS = [
  { pattern: /\\d\{4\}\$/, what: 'a postcode pattern (use POSTCODE_PATTERN / isPostcodeFormat)' },
  {
    pattern: /@(?:Max|MaxLength|ArrayMaxSize|Length|MinLength)\(\s*\d|@(?:Min|ArrayMinSize)\(\s*(?:[2-9]|1\d)/,
    what: 'a literal limit (use the domain constant)',
  },
];
const sourceFiles = (dir) =>
  readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(ts|tsx)$/.test(e.name) && !/\.(spec|d)\.tsx?$/.test(e.name))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)));
const misplaced = [];
for (const file of ['api/src', 'admin-web/src', 'public-web/src'].flatMap(sourceFiles)) {
  readFileSync(path.join(root, file), 'utf8')
    .split('\n')
    .forEach((line, i) => {
      for (const rule of RULE_LITERALS) if (rule.pattern.test(line)) misplaced.push(`${file}:${i + 1}: ${rule.what}: ${line.trim().slice(0, 120)}`);
    });
}
if (misplaced.length > 0) {
  console.error(`lint: rules outside libs/domain:\n${misplaced.join('\n')}`);
  process.exit(1);
}
console.log('lint: no postcode pattern or literal validation limit outside libs/domain');

const eslintOk = run(process.execPath, [bin('eslint', 'bin/eslint.js'), '.', '--max-warnings=0']);
const formatted = await prettierOk;
if (eslintOk && formatted) console.log('lint: ESLint and Prettier pass');
process.exit(eslintOk && formatted ? 0 : 1);
