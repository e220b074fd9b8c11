import path from 'node:path';

/** The embedded database's file in DATA_DIR. */
export const sqliteFileIn = (dataDir: string): string => path.join(dataDir, 'homeward.sqlite');

export type DatabaseConfig = { kind: 'sqlite'; file: string } | { kind: 'mysql'; url: string; host: string; database: string };

export function parseMysqlUrl(url: string): { host: string; database: string } | null {
  try {
    const u = new URL(url);
    if (u.protocol !== 'mysql:' && u.protocol !== 'mariadb:') return null;
    const database = decodeURIComponent(u.pathname.replace(/^\//, ''));
    if (!u.hostname || !database) return null;
    return { host: u.port ? `${u.hostname}:${u.port}` : u.hostname, database };
  } catch {
    return null;
  }
}

/** 'sqlite /path/file' or 'mysql host/db': for the start line and the health check, never the password. */
export function describeDatabase(db: DatabaseConfig): string {
  return db.kind === 'sqlite' ? `sqlite ${db.file}` : `mysql ${db.host}/${db.database}`;
}
