module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'admin-web',
  // jsdom, plus Node's fetch/Response/TextEncoder (see the file).
  testEnvironment: '<rootDir>/src/test/jsdom-environment.js',
  // ESM-only dependencies of react-admin get compiled to CommonJS like our sources.
  transformIgnorePatterns: ['/node_modules/(?!(react-hotkeys-hook)/)'],
  roots: ['<rootDir>/src'],
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
};
