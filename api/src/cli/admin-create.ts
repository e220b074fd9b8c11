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
import { describeDatabase } from '../config/app-config.js';
import { openDatabase } from '../database/data-source.js';
import { commandConfig, isCliResult, runAsMain, type CliResult } from './cli-command.js';

const USAGE = 'Usage: npm run admin:create -- --email admin@example.com --password "a long passphrase" [--name "Full Name"]';

export async function run(argv: string[], env: Record<string, string | undefined> = process.env): Promise<CliResult> {
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

  const config = commandConfig(env);
  if (isCliResult(config)) return config;
  const dataSource = await openDatabase(config.database, { demoData: config.demoData, officialList: config.officialList });
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

if (require.main === module) runAsMain('admin:create', (argv) => run(argv));
