// Shared jest settings: swc with decorator metadata (Nest) and React's automatic runtime; the workspace's
// packages resolve to their sources as tsconfig.base.json says (tools/build).
const { jestModuleNameMapper } = require('./tools/build/workspace-paths.cjs');
const { swcJestTransform } = require('./tools/build/swc-options.cjs');

module.exports = {
  transform: swcJestTransform(),
  moduleNameMapper: {
    ...jestModuleNameMapper(),
    // TS nodenext wants '.js' on relative imports; jest resolves the .ts source.
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'json'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};
