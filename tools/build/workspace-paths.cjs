// The workspace's own packages (@homeward/*) resolve to their TypeScript sources in the web builds, the jest
// runs and the test-only TypeScript loader. Where they point is written once, in tsconfig.base.json's `paths`
// (which the editors and `tsc` of the web apps read too); everything else derives from it here.
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');

/** { '@homeward/domain': '/abs/libs/domain/src/index.ts', ... } from tsconfig.base.json. */
function workspaceSources() {
  const config = JSON.parse(fs.readFileSync(path.join(ROOT, 'tsconfig.base.json'), 'utf8'));
  const paths = config.compilerOptions?.paths ?? {};
  return Object.fromEntries(
    Object.entries(paths)
      .filter(([name]) => name.startsWith('@homeward/'))
      .map(([name, [target]]) => [name, path.join(ROOT, target)]),
  );
}

/** webpack `resolve.alias`: exact matches only (`name$`), so a deep import would fail loudly. */
function webpackAliases() {
  return Object.fromEntries(Object.entries(workspaceSources()).map(([name, file]) => [`${name}$`, file]));
}

/** jest `moduleNameMapper`. */
function jestModuleNameMapper() {
  const escape = (s) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return Object.fromEntries(Object.entries(workspaceSources()).map(([name, file]) => [`^${escape(name)}$`, file]));
}

module.exports = { ROOT, workspaceSources, webpackAliases, jestModuleNameMapper };
