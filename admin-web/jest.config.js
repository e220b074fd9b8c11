module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'admin-web',
  // jsdom, plus Node's fetch/Response/TextEncoder (see the file; public-web's tests run in the same one).
  testEnvironment: '<rootDir>/../libs/test-support/jsdom-environment.cjs',
  // ESM-only dependencies of react-admin get compiled to CommonJS like our sources.
  transformIgnorePatterns: ['/node_modules/(?!(react-hotkeys-hook)/)'],
  roots: ['<rootDir>/src'],
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
};
