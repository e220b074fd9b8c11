const preset = require('../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'public-web',
  // jsdom, plus Node's fetch/Response/TextEncoder (see the file; admin-web's tests run in the same one).
  testEnvironment: '<rootDir>/../libs/test-support/jsdom-environment.cjs',
  roots: ['<rootDir>/src'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  // The webpack builds' second name for TanStack Query's library (webpack.config.js): the same module here.
  moduleNameMapper: { ...preset.moduleNameMapper, '^@tanstack/react-query-library$': '@tanstack/react-query' },
};
