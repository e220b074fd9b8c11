// Shared jest settings: @swc/jest with decorator metadata (Nest) and React's automatic runtime.
const path = require('node:path');

const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true, decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

module.exports = {
  transform: { '^.+\\.(t|j)sx?$': swcTransform },
  moduleNameMapper: {
    '^@homeward/domain$': path.join(__dirname, 'libs/domain/src/index.ts'),
    '^@homeward/theme$': path.join(__dirname, 'libs/theme/src/index.ts'),
    // TS nodenext wants '.js' on relative imports; jest resolves the .ts source.
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'json'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};
