// Unit specs (src) and contract suites (test) on SQLite; the contract suites again on MySQL/MariaDB when
// TEST_MYSQL_URL is set (each suite creates and drops its own database there).
const preset = require('../jest.preset.js');

// One id for this run and its workers: the contract suites' template database is built once per run under it
// (test/support/template-database.ts) and removed at the end.
process.env.HW_TEST_RUN ??= `${process.pid}`;

const base = { ...preset, testEnvironment: 'node', rootDir: __dirname, testTimeout: 30000 };

const projects = [
  { ...base, displayName: 'api', roots: ['<rootDir>/src'], testMatch: ['**/*.spec.ts'] },
  { ...base, displayName: 'api-sqlite', roots: ['<rootDir>/test'], testMatch: ['**/*.contract.ts'] },
];

// Two real API processes over one MariaDB database and one Redis (many-instances.multi.ts).
if (process.env.TEST_MYSQL_URL && process.env.TEST_REDIS_URL) {
  projects.push({
    ...base,
    displayName: 'api-instances',
    roots: ['<rootDir>/test'],
    testMatch: ['**/*.multi.ts'],
    setupFiles: ['<rootDir>/test/support/use-mysql.js'],
    testTimeout: 60000,
  });
} else if (!process.env.JEST_WORKER_ID) {
  console.log('api: two-instance suite skipped (it needs TEST_MYSQL_URL and TEST_REDIS_URL=redis://127.0.0.1:6379/1).');
}

if (process.env.TEST_MYSQL_URL) {
  projects.push({
    ...base,
    displayName: 'api-mysql',
    roots: ['<rootDir>/test'],
    testMatch: ['**/*.contract.ts'],
    setupFiles: ['<rootDir>/test/support/use-mysql.js'],
  });
} else if (!process.env.JEST_WORKER_ID) {
  console.log('api: MySQL contract suites skipped (set TEST_MYSQL_URL=mysql://root@127.0.0.1:3306/homeward_test to run them).');
}

module.exports = { projects, testTimeout: 30000, globalTeardown: '<rootDir>/test/support/global-teardown.js' };
