/**
 * npm run admin:create -- --email E --password P [--name N]
 * Creates that admin on the configured database (DATABASE_URL / DATA_DIR), migrating it first if needed.
 * An existing admin with that email is left alone.
 */
import { parseArgs } from 'node:util';
import { newPasswordProblem } from '../auth/common-passwords.js';
import { AuditService } from '../audit/audit.service.js';
import { AdminUsersService } from '../auth/admin-users.service.js';
import { AdminUser } from '../auth/entities/admin-user.entity.js';
import { ConfigError, describeDatabase, loadConfig } from '../config/app-config.js';
import { openDatabase } from '../database/data-source.js';

const USAGE = 'Usage: npm run admin:create -- --email admin@example.com --password "a long passphrase" [--name "Full Name"]';

export async function run(argv: string[], env: Record<string, string | undefined> = process.env): Promise<{ code: number; message: string }> {
  let values: { email?: string; password?: string; name?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
    }));
  } catch (error) {
    return { code: 2, message: `${(error as Error).message}\n${USAGE}` };
  }
  if (values.help) return { code: 0, message: USAGE };
  const email = values.email?.trim().toLowerCase();
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return { code: 2, message: `--email must be an email address\n${USAGE}` };
  const passwordIssue = newPasswordProblem(values.password);
  if (passwordIssue || values.password === undefined) return { code: 2, message: `--${passwordIssue}\n${USAGE}` };

  let config;
  try {
    // The CLI does not need the admin bootstrap variables; ignore them so a half-set pair does not block it.
    config = loadConfig({ ...env, ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined });
  } catch (error) {
    if (error instanceof ConfigError) return { code: 1, message: error.message };
    throw error;
  }
  const dataSource = await openDatabase(config.database, { demoData: config.demoData });
  try {
    const users = new AdminUsersService(dataSource.getRepository(AdminUser), new AuditService(dataSource), config);
    const created = await users.ensure({ email, password: values.password, name: values.name?.trim() || null });
    return created
      ? { code: 0, message: `Created admin ${email} (${describeDatabase(config.database)})` }
      : { code: 0, message: `Admin ${email} already exists; left unchanged (${describeDatabase(config.database)})` };
  } finally {
    await dataSource.destroy();
  }
}

if (require.main === module) {
  run(process.argv.slice(2))
    .then(({ code, message }) => {
      (code === 0 ? process.stdout : process.stderr).write(`${message}\n`);
      process.exitCode = code;
    })
    .catch((error: unknown) => {
      process.stderr.write(`admin:create failed: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    });
}
