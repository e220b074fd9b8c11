const preset = require('../jest.preset.js');

// The preset's swc transform, with emotion's JSX runtime (the `css` prop) as in the webpack build.
const [swc, swcOptions] = preset.transform['^.+\\.(t|j)sx?$'];
const transform = {
  '^.+\\.(t|j)sx?$': [
    swc,
    {
      ...swcOptions,
      jsc: { ...swcOptions.jsc, transform: { ...swcOptions.jsc.transform, react: { runtime: 'automatic', importSource: '@emotion/react' } } },
    },
  ],
};

module.exports = {
  ...preset,
  displayName: 'public-web',
  testEnvironment: 'jsdom',
  transform,
  roots: ['<rootDir>/src'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  // The webpack builds' second name for TanStack Query's library (webpack.config.js): the same module here.
  moduleNameMapper: { ...preset.moduleNameMapper, '^@tanstack/react-query-library$': '@tanstack/react-query' },
};
