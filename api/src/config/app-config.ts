import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LEAD_RETENTION, isIsoDate } from '@homeward/domain';
import { EMAIL, parseMail, type MailConfig } from './mail-config.js';
import { parseMysqlUrl, sqliteFileIn, type DatabaseConfig } from './database-config.js';
import { newPasswordProblem, type PasswordHashCost } from './password-policy.js';

/** Everything the app reads from its environment, validated once at boot. Nothing else reads process.env. */
export interface AppConfig {
  readonly port: number;
  readonly host: string;
  readonly nodeEnv: string;
  readonly isProduction: boolean;
  readonly dataDir: string;
  readonly database: DatabaseConfig;
  /** DEMO_DATA (default off): a new database gets the 31 fictional demo providers instead of the official directory, never both. */
  readonly demoData: boolean;
  /**
   * The government's list of home-care services a new database's directory is built from when DEMO_DATA is off
   * (OFFICIAL_LIST_FILE, OFFICIAL_LIST_DATE); null (SEED_OFFICIAL_LIST=false): the directory starts empty.
   */
  readonly officialList: OfficialListSource | null;
  readonly admin: { email: string; password: string; name: string | null } | null;
  readonly sessionSecret: string;
  /** Failed sign-ins per 15 minutes per address and account, before that pair waits. */
  readonly loginRateLimit: number;
  /** ADMIN_REQUIRE_2FA (default: on in production): every admin must set up a second factor before using the console. */
  readonly adminRequireTwoFactor: boolean;
  /** Lead submissions per minute per client address (each lead route counted apart). */
  readonly leadRateLimit: number;
  /** Seconds a directory search result is reused by this instance (0: never); this instance's provider edits clear it. */
  readonly searchCacheSeconds: number;
  /** How hard new password hashes are to make: 'test' (PASSWORD_HASH_COST=test) only with NODE_ENV=test (auth/accounts/password.ts). */
  readonly passwordHashCost: PasswordHashCost;
  readonly bodyLimit: string;
  /** Leads older than this many days are de-identified (APP 11); 0 keeps them. */
  readonly leadRetentionDays: number;
  /** Redis shared by every instance (rate-limit counters, directory-cache invalidations); null: this process only. */
  readonly redisUrl: string | null;
  /** Prefix of every Redis key and channel of this deployment (several deployments or test runs may share one Redis). */
  readonly redisKeyPrefix: string;
  /** Express 'trust proxy' value: false, true, a hop count or a list of addresses/subnets. */
  readonly trustProxy: boolean | number | string;
  readonly publicWebDist: string;
  readonly adminWebDist: string;
  /** The public address: links in lead emails point at its admin console. */
  readonly siteOrigin: string;
  /** Lead emails. */
  readonly mail: MailConfig;
  /**
   * FACTS_DATE (YYYY-MM-DD): the date the official rules and review dates are read for instead of today in
   * Sydney, so tests and previews can stand either side of a change. Null: today.
   */
  readonly factsDate: string | null;
}

/** An edition of the government's list: its XLSX file, and its date when the file does not say it (YYYY-MM-DD). */
export interface OfficialListSource {
  readonly file: string;
  readonly editionDate: string | null;
}

/** The injection token of the AppConfig object. */
export const APP_CONFIG = Symbol('APP_CONFIG');

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

/** api/dist/config (run time) and api/src/config (tests) both sit three levels below the repository. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

/** The edition shipped in the repository (api/assets/official-list/README.md: CC BY 4.0, with its attribution). */
export const SHIPPED_OFFICIAL_LIST = path.join(REPO_ROOT, 'api', 'assets', 'official-list', 'Service-List-2025-Australia_300126.xlsx');

type Env = Record<string, string | undefined>;

export interface LoadConfigOptions {
  cwd?: string;
  /** Tests pass false to keep the generated session secret in memory. */
  persistGeneratedSecret?: boolean;
}

export function loadConfig(env: Env = process.env, options: LoadConfigOptions = {}): AppConfig {
  const cwd = options.cwd ?? process.cwd();
  const problems: string[] = [];
  const value = (name: string): string | undefined => {
    const v = env[name];
    return v === undefined || v.trim() === '' ? undefined : v.trim();
  };

  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = value(name);
    if (raw === undefined) return fallback;
    if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return Number(raw);
  };

  const bool = (name: string, fallback: boolean): boolean => {
    const raw = value(name)?.toLowerCase();
    if (raw === undefined) return fallback;
    if (['true', '1', 'yes', 'on'].includes(raw)) return true;
    if (['false', '0', 'no', 'off'].includes(raw)) return false;
    problems.push(`${name} must be true or false (got "${raw}")`);
    return fallback;
  };

  const nodeEnv = value('NODE_ENV') ?? 'development';
  const isProduction = nodeEnv === 'production';
  const dataDir = path.resolve(cwd, value('DATA_DIR') ?? './data');

  let database: DatabaseConfig = { kind: 'sqlite', file: sqliteFileIn(dataDir) };
  const databaseUrl = value('DATABASE_URL');
  if (databaseUrl !== undefined) {
    const parsed = parseMysqlUrl(databaseUrl);
    if (parsed) database = { kind: 'mysql', url: databaseUrl, ...parsed };
    else problems.push('DATABASE_URL must look like mysql://user:password@host:3306/database (leave it unset for the embedded SQLite database)');
  }

  const adminEmail = value('ADMIN_EMAIL');
  const adminPassword = env.ADMIN_PASSWORD === undefined || env.ADMIN_PASSWORD === '' ? undefined : env.ADMIN_PASSWORD;
  let admin: AppConfig['admin'] = null;
  if (adminEmail || adminPassword) {
    if (!adminEmail || !EMAIL.test(adminEmail)) problems.push('ADMIN_EMAIL must be an email address when ADMIN_PASSWORD is set');
    const problem = newPasswordProblem(adminPassword);
    if (problem) problems.push(`ADMIN_PASSWORD: ${problem} when ADMIN_EMAIL is set`);
    admin = { email: (adminEmail ?? '').toLowerCase(), password: adminPassword ?? '', name: value('ADMIN_NAME') ?? null };
  }

  const bodyLimit = value('BODY_LIMIT') ?? '100kb';
  if (!/^\d+(b|kb|mb)?$/i.test(bodyLimit)) problems.push(`BODY_LIMIT must be a size such as 100kb or 1mb (got "${bodyLimit}")`);

  const trustProxy = parseTrustProxy(value('TRUST_PROXY'), problems);

  const redisUrl = value('REDIS_URL') ?? null;
  if (redisUrl !== null && !/^rediss?:\/\/[^/\s]+(\/\d+)?$/.test(redisUrl)) {
    problems.push(`REDIS_URL must look like redis://host:6379 or redis://:password@host:6379/0 (got "${redisUrl.replace(/:[^:@/]*@/, ':***@')}")`);
  }
  const redisKeyPrefix = value('REDIS_KEY_PREFIX') ?? 'homeward:';

  let sessionSecret = value('SESSION_SECRET');
  if (sessionSecret !== undefined && sessionSecret.length < 16) {
    problems.push('SESSION_SECRET must be at least 16 characters');
  }
  if (sessionSecret === undefined && isProduction) {
    problems.push('SESSION_SECRET is required when NODE_ENV=production (use a long random string, the same on every instance)');
  }

  const mail = parseMail(value, int, isProduction, problems);
  const siteOrigin = (value('SITE_ORIGIN') ?? 'https://homeward.example').replace(/\/+$/, '');
  if (!/^https?:\/\/[^/\s]+$/.test(siteOrigin)) problems.push(`SITE_ORIGIN must be an address such as https://homeward.example (got "${siteOrigin}")`);

  const passwordHashCost = value('PASSWORD_HASH_COST') ?? 'standard';
  if (passwordHashCost !== 'standard' && !(passwordHashCost === 'test' && nodeEnv === 'test')) {
    problems.push(`PASSWORD_HASH_COST must be standard (test is only for NODE_ENV=test; got "${passwordHashCost}")`);
  }

  const officialListDate = value('OFFICIAL_LIST_DATE') ?? null;
  if (officialListDate !== null && !isIsoDate(officialListDate))
    problems.push(`OFFICIAL_LIST_DATE must be a date such as 2025-06-30 (got "${officialListDate}")`);
  const officialList: OfficialListSource | null = bool('SEED_OFFICIAL_LIST', true)
    ? { file: path.resolve(cwd, value('OFFICIAL_LIST_FILE') ?? SHIPPED_OFFICIAL_LIST), editionDate: officialListDate }
    : null;

  const factsDate = value('FACTS_DATE') ?? null;
  if (factsDate !== null && !isIsoDate(factsDate)) problems.push(`FACTS_DATE must be a date such as 2026-10-01 (got "${factsDate}")`);

  const config = {
    port: int('PORT', 3000, 0, 65535),
    host: value('HOST') ?? '0.0.0.0',
    nodeEnv,
    isProduction,
    dataDir,
    database,
    demoData: bool('DEMO_DATA', false),
    officialList,
    admin,
    sessionSecret: '',
    loginRateLimit: int('LOGIN_RATE_LIMIT', 10, 1, 1_000_000),
    adminRequireTwoFactor: bool('ADMIN_REQUIRE_2FA', isProduction),
    leadRateLimit: int('LEAD_RATE_LIMIT', 20, 1, 10_000_000),
    searchCacheSeconds: int('SEARCH_CACHE_SECONDS', 30, 0, 3600),
    passwordHashCost: passwordHashCost === 'test' ? ('test' as const) : ('standard' as const), // any other pair refused above
    leadRetentionDays: int('LEAD_RETENTION_DAYS', LEAD_RETENTION.defaultDays, 0, LEAD_RETENTION.maxDays),
    bodyLimit,
    redisUrl,
    redisKeyPrefix,
    trustProxy,
    publicWebDist: path.resolve(cwd, value('PUBLIC_WEB_DIST') ?? path.join(REPO_ROOT, 'public-web', 'dist')),
    adminWebDist: path.resolve(cwd, value('ADMIN_WEB_DIST') ?? path.join(REPO_ROOT, 'admin-web', 'dist')),
    siteOrigin,
    mail,
    factsDate,
  };

  if (problems.length > 0) throw new ConfigError(problems);
  if (sessionSecret === undefined) {
    sessionSecret = options.persistGeneratedSecret === false ? randomBytes(32).toString('hex') : generatedSecret(dataDir);
  }
  return Object.freeze({ ...config, sessionSecret });
}

function parseTrustProxy(raw: string | undefined, problems: string[]): boolean | number | string {
  if (raw === undefined) return false;
  const lower = raw.toLowerCase();
  if (lower === 'true') return true;
  if (lower === 'false') return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  if (/^[\w.:/, -]+$/.test(raw)) return raw; // 'loopback', '10.0.0.0/8, 127.0.0.1', ...
  problems.push(`TRUST_PROXY must be true, false, a hop count or a list of addresses (got "${raw}")`);
  return false;
}

/** Outside production the session secret is generated once and kept in DATA_DIR, so sessions survive restarts. */
function generatedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 16) return kept;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
