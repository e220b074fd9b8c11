// One lint for the workspace: TypeScript rules, React hooks rules, import order and Nx module
// boundaries that encode the layering, with Prettier owning formatting (eslint-config-prettier switches off
// every rule it would fight). `npm run lint` runs it with --max-warnings=0; `npm test` runs `npm run lint`.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { plugin as homeward } from './tools/eslint/no-folder-cycles.mjs';

const WEB_APPS = ['public-web/**/*.{ts,tsx}', 'admin-web/**/*.{ts,tsx}', 'libs/theme/**/*.{ts,tsx}'];
const TEST_FILES = ['**/*.spec.{ts,tsx}', '**/test/**/*.{ts,tsx,js}', '**/testing/**/*.{ts,tsx}', '**/jest.setup.ts'];
const NO_MUI = { group: ['@mui/*'], message: 'The public site uses its own components (public-web/src/components/ui), not MUI.' };
const NO_TEST_SUPPORT = { group: ['@homeward/test-support'], message: 'Test support is for spec and test files only.' };
// The public site's static stylesheet: a `.css.ts` module is CSS text that goes into the page's <head>, so
// only the module that gathers them, imported by the server bundle alone, may import one.
const SITE_STYLESHEET = 'public-web/src/app/styles/site-styles.ts';
const NO_STYLESHEETS = {
  regex: '\\.css(\\.[jt]s)?$',
  message: `A .css.ts module is CSS text for the static stylesheet: only ${SITE_STYLESHEET} imports it, so it never ships in client JavaScript.`,
};

// Features of the public site stand alone: a feature imports no other feature, and
// the shared folders import none. The one exception is composition through a feature's public index: every
// provider listing and the calculator offer an enquiry (leads), and the calculator page holds the price tools.
const FEATURES_DIR = 'public-web/src/features';
const FEATURE_COMPOSES = { '*': ['leads'], calculator: ['prices'] };
const featureZones = readdirSync(new URL(FEATURES_DIR, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    target: `./${FEATURES_DIR}/${name}`,
    from: `./${FEATURES_DIR}`,
    except: [name, ...[...FEATURE_COMPOSES['*'], ...(FEATURE_COMPOSES[name] ?? [])].filter((f) => f !== name).map((f) => `${f}/index.ts`)].map((p) => `./${p}`),
    message: 'A feature does not import another feature: move what both need to components/, lib/, api/ or libs/domain.',
  }));
const sharedZone = {
  target: ['components', 'lib', 'api'].map((dir) => `./public-web/src/${dir}`),
  from: `./${FEATURES_DIR}`,
  message: 'Shared code does not import a feature.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '**/coverage/**',
      '.nx/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'bench/results/**',
      'api/assets/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { '@nx': nx, 'import-x': importX },
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Layering: apps use libs; libs never use apps; libs/domain uses nothing but itself; the two web apps
      // never import each other; the API shares only the domain with them.
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            { sourceTag: 'type:domain', onlyDependOnLibsWithTags: ['type:domain'] },
            { sourceTag: 'type:ui-lib', onlyDependOnLibsWithTags: ['type:ui-lib', 'type:domain'] },
            // libs/test-support (the unit tests' fake fetch and fixtures): the apps' tests may use it, no lib may.
            { sourceTag: 'type:test-support', onlyDependOnLibsWithTags: ['type:domain'] },
            { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['scope:api', 'type:domain', 'type:test-support'] },
            { sourceTag: 'scope:public-web', onlyDependOnLibsWithTags: ['scope:public-web', 'scope:shared'] },
            { sourceTag: 'scope:admin-web', onlyDependOnLibsWithTags: ['scope:admin-web', 'scope:shared'] },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:domain', 'type:app'] },
          ],
        },
      ],
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index', 'type'],
          pathGroups: [{ pattern: '@homeward/**', group: 'internal' }],
          pathGroupsExcludedImportTypes: ['builtin'],
          distinctGroup: false,
          'newlines-between': 'ignore',
        },
      ],
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
    },
  },
  {
    // The API's modules stand on their own: no import cycle between files of api/src (the
    // ESM imports name .js, the sources are .ts), and the layering of its folders is one way: cli/ uses
    // src, nothing in src uses cli/; pricing uses providers (the search, the price lists), never the reverse.
    files: ['api/src/**/*.ts'],
    settings: {
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js'], extensionAlias: { '.js': ['.ts', '.js'] } })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: ['api/src/!(cli)/**/*', 'api/src/*.ts'],
              from: 'api/src/cli',
              message: 'Nothing in api/src imports the command-line tools (cli/ imports src).',
            },
            { target: 'api/src/providers', from: 'api/src/pricing', message: 'pricing uses providers (search, price lists); providers never import pricing.' },
          ],
        },
      ],
    },
  },
  {
    // No two sibling folders import each other, at any depth: api/src/leads and api/src/providers, or
    // leads/intake and leads/team, depend one way (what both need moves down, or a composer is registered).
    files: ['api/src/**/*.ts'],
    ignores: TEST_FILES,
    plugins: { homeward },
    rules: { 'homeward/no-folder-cycles': ['error', { roots: ['api/src'] }] },
  },
  {
    // One way to reach the database: a repository per aggregate (*.repository.ts) owns its SQL; services, controllers,
    // guards and composers call it. Modules may hand the DataSource to a factory; database/, setup/ and the list-query
    // helpers repositories build on are the infrastructure; the word index's start-up upkeep is schema, not data.
    files: ['api/src/**/*.ts'],
    ignores: [
      ...TEST_FILES,
      'api/src/**/*.repository.ts',
      'api/src/**/*.module.ts',
      'api/src/common/transactional-repository.ts',
      'api/src/common/list-page-query.ts',
      'api/src/common/date-range-filter.ts',
      'api/src/database/**',
      'api/src/setup/**',
      'api/src/cli/**',
      'api/src/providers/search/text-index.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@nestjs/typeorm',
              importNames: ['InjectDataSource', 'InjectRepository', 'InjectEntityManager'],
              message: "Reach the database through the aggregate's *.repository.ts.",
            },
            {
              name: 'typeorm',
              importNames: ['DataSource', 'Repository', 'SelectQueryBuilder', 'Brackets', 'QueryRunner'],
              message: "Reach the database through the aggregate's *.repository.ts.",
            },
          ],
        },
      ],
    },
  },
  {
    files: WEB_APPS,
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // One component system on the public site: its own components in components/ui, no MUI.
    // And test support stays in the tests: the apps' own code never imports it.
    files: ['public-web/**/*.{ts,tsx}', 'admin-web/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_TEST_SUPPORT] }] },
  },
  {
    files: ['public-web/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_MUI, NO_TEST_SUPPORT, NO_STYLESHEETS] }] },
  },
  {
    files: ['public-web/src/**/*.{ts,tsx}'],
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensionAlias: { '.js': ['.ts', '.tsx', '.js'] } })] },
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: [...featureZones, sharedZone] }] },
  },
  {
    files: [SITE_STYLESHEET],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_MUI, NO_TEST_SUPPORT] }] },
  },
  {
    files: TEST_FILES.map((f) => `public-web/${f}`),
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_MUI, NO_STYLESHEETS] }] },
  },
  {
    files: [...TEST_FILES, 'libs/test-support/**/*.{ts,tsx}', '**/*.contract.ts', '**/*.multi.ts'],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
  },
  {
    // CommonJS: webpack, jest and tool configs, the test-only TypeScript loader.
    files: ['**/*.cjs', '**/*.config.js', 'jest.preset.js', '**/*-environment.js', '**/test/support/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Build and tool configuration is not part of any project's code graph.
    files: ['**/*.config.{js,cjs,mjs,ts}', '**/*.cjs', 'eslint.config.mjs', 'jest.preset.js', 'tools/**', 'scripts/**', 'bench/**'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    // Benchmarks hand functions to the browser (page.evaluate).
    files: ['bench/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  prettier,
);
