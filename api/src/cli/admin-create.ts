/**
 * npm run admin:create -- --email E --password P [--name N]
 * Creates that admin on the configured database (DATABASE_URL / DATA_DIR), migrating it first if needed.
 * An existing admin with that email is left alone.
 */
import { newPasswordProblem } from '../config/password-policy.js';
import { AuditService } from '../audit/audit.service.js';
import { AuditEventRepository } from '../audit/audit-event.repository.js';
import { AdminUsersService } from '../auth/admin/admin-users.service.js';
import { AdminUserRepository } from '../auth/admin/admin-user.repository.js';
import { describeDatabase } from '../config/database-config.js';
import { openDatabase } from '../setup/prepare-database.js';
import { commandConfig, commandOptions, isCliResult, runAsMain, type CliResult } from './cli-command.js';

const USAGE = 'Usage: npm run admin:create -- --email admin@example.com --password "a long passphrase" [--name "Full Name"]';

export async function run(argv: string[], env: Record<string, string | undefined> = process.env): Promise<CliResult> {
  const values = commandOptions<{ email?: string; password?: string; name?: string }>(
    argv,
    { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
    USAGE,
  );
  if (isCliResult(values)) return values;
  const email = values.email?.trim().toLowerCase();
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return { code: 2, message: `--email must be an email address\n${USAGE}` };
  const passwordIssue = newPasswordProblem(values.password);
  if (passwordIssue || values.password === undefined) return { code: 2, message: `--${passwordIssue}\n${USAGE}` };

  const config = commandConfig(env);
  if (isCliResult(config)) return config;
  const dataSource = await openDatabase(config.database, { demoData: config.demoData, officialList: config.officialList });
  try {
    const users = new AdminUsersService(new AdminUserRepository(dataSource), new AuditService(new AuditEventRepository(dataSource)), config);
    const created = await users.ensure({ email, password: values.password, name: values.name?.trim() || null });
    return created
      ? { code: 0, message: `Created admin ${email} (${describeDatabase(config.database)})` }
      : { code: 0, message: `Admin ${email} already exists; left unchanged (${describeDatabase(config.database)})` };
  } finally {
    await dataSource.destroy();
  }
}

if (require.main === module) runAsMain('admin:create', (argv) => run(argv));
