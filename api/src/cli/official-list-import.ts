/**
 * npm run directory:import -- --file Service-List-2026.xlsx [--date YYYY-MM-DD] [--apply]
 * A newer edition of the government's list of home-care services against the configured database (DATABASE_URL /
 * DATA_DIR): prints what would change (new organisations and offices, renames, changed addresses, offices gone);
 * with --apply writes it in one transaction, keeping what providers confirmed, and records it in the audit trail.
 */
import path from 'node:path';
import { isIsoDate } from '@homeward/domain';
import { describeDatabase } from '../config/database-config.js';
import { openDatabase } from '../setup/prepare-database.js';
import { applyOfficialListDiff, readListedDirectory } from '../providers/official-list/official-list.repository.js';
import { describeOfficialListDiff, diffOfficialList } from '../providers/official-list/official-list-changes.js';
import { OfficialListRefused } from '../providers/official-list/official-list-file.js';
import { loadOfficialList, type OfficialList } from '../providers/official-list/official-list-source.js';
import { commandConfig, commandOptions, isCliResult, runAsMain, type CliResult } from './cli-command.js';

const USAGE = 'Usage: npm run directory:import -- --file path/to/Service-List.xlsx [--date YYYY-MM-DD] [--apply]';

/** `--file` is read from where the command was typed (npm runs scripts from the repository root and says where in INIT_CWD). */
export async function run(argv: string[], env: Record<string, string | undefined> = process.env, cwd = env.INIT_CWD ?? process.cwd()): Promise<CliResult> {
  const values = commandOptions<{ file?: string; date?: string; apply?: boolean }>(
    argv,
    { file: { type: 'string' }, date: { type: 'string' }, apply: { type: 'boolean' } },
    USAGE,
  );
  if (isCliResult(values)) return values;
  if (!values.file?.trim()) return { code: 2, message: `--file is required: the list's .xlsx file\n${USAGE}` };
  if (values.date !== undefined && !isIsoDate(values.date))
    return { code: 2, message: `--date must be a date such as 2026-06-30 (got "${values.date}")\n${USAGE}` };

  const config = commandConfig(env);
  if (isCliResult(config)) return config;
  let list: OfficialList;
  try {
    list = await loadOfficialList({ file: path.resolve(cwd, values.file), editionDate: values.date ?? null });
  } catch (error) {
    if (error instanceof OfficialListRefused) return { code: 1, message: error.message };
    throw error;
  }

  // A new database is seeded as a start would seed it, so the list is compared with what the app would serve.
  const dataSource = await openDatabase(config.database, { demoData: config.demoData, officialList: config.officialList });
  try {
    const where = `(${describeDatabase(config.database)})`;
    if (!values.apply) {
      const report = describeOfficialListDiff(diffOfficialList(await readListedDirectory(dataSource), list));
      return { code: 0, message: `${report}\n\nDry run ${where}: nothing was written. Run again with --apply to make these changes.` };
    }
    // Compared again inside the transaction, so what is applied is the database as it is at that moment.
    const report = await dataSource.transaction(async (em) => {
      const diff = diffOfficialList(await readListedDirectory(em), list);
      await applyOfficialListDiff(em, diff);
      return describeOfficialListDiff(diff);
    });
    return {
      code: 0,
      message: `${report}\n\nApplied ${where}, recorded in the audit trail. Restart the app (every instance) so its caches serve the new directory.`,
    };
  } finally {
    await dataSource.destroy();
  }
}

if (require.main === module) runAsMain('directory:import', (argv) => run(argv));
