// Removes this jest run's template database (test/support/template-database.ts): the SQLite file, or on MariaDB
// the template schema. Plain JavaScript: global teardown runs outside the suites' module mapping.
const { rmSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');

module.exports = async function removeTemplateDatabase() {
  const run = process.env.HW_TEST_RUN;
  if (!run) return;
  rmSync(path.join(os.tmpdir(), `hw-test-template-${run}.sqlite`), { force: true });
  if (!process.env.TEST_MYSQL_URL) return;
  const { createConnection } = require('mysql2/promise');
  // The server, not the database the URL names (the suites create their own; it need not exist).
  const server = new URL(process.env.TEST_MYSQL_URL);
  server.pathname = '/';
  const admin = await createConnection(server.toString());
  try {
    const [schemas] = await admin.query('SELECT SCHEMA_NAME AS name FROM information_schema.SCHEMATA WHERE SCHEMA_NAME LIKE ?', [`%\\_template\\_${run}`]);
    for (const { name } of schemas) await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
  } finally {
    await admin.end();
  }
};
