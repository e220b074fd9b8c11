module.exports = { ...require('../../jest.preset.js'), displayName: 'domain', testEnvironment: 'node', roots: ['<rootDir>/src'] };
