import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, REPO_ROOT, SHIPPED_OFFICIAL_LIST, loadConfig } from './app-config.js';
import { describeDatabase } from './database-config.js';
import { describeMail } from './mail-config.js';

describe(loadConfig.name, () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'hw-config-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  /** The config for these variables, run from the test's own folder (where DATA_DIR and the dist paths resolve). */
  const load = (env: Record<string, string>) => loadConfig(env, { cwd: dir });
  /** The problems a ConfigError lists for these variables, one a line. */
  const problemsWith = (env: Record<string, string>): string => {
    try {
      load(env);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as ConfigError).problems.join('\n');
    }
    throw new Error('expected a ConfigError');
  };

  it('has the documented defaults', () => {
    const config = load({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      nodeEnv: 'development',
      isProduction: false,
      dataDir: path.join(dir, 'data'),
      database: { kind: 'sqlite', file: path.join(dir, 'data', 'homeward.sqlite') },
      demoData: false,
      officialList: { file: SHIPPED_OFFICIAL_LIST, editionDate: null },
      admin: null,
      loginRateLimit: 10,
      adminRequireTwoFactor: false,
      leadRateLimit: 20,
      bodyLimit: '100kb',
      trustProxy: false,
      redisUrl: null,
      redisKeyPrefix: 'homeward:',
      publicWebDist: path.join(REPO_ROOT, 'public-web', 'dist'),
      adminWebDist: path.join(REPO_ROOT, 'admin-web', 'dist'),
    });
    expect(REPO_ROOT).toBe(path.resolve(__dirname, '..', '..', '..'));
  });

  it('generates a session secret once outside production and keeps it in DATA_DIR', () => {
    const first = load({});
    const second = load({});
    expect(first.sessionSecret).toHaveLength(64);
    expect(second.sessionSecret).toBe(first.sessionSecret);
    const file = path.join(dir, 'data', 'session-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first.sessionSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('refuses to start in production without SESSION_SECRET', () => {
    expect(() => load({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET is required/);
    expect(load({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), SMTP_URL: 'smtp://mail.example:587' }).isProduction).toBe(true);
  });

  it('hashes passwords at the standard cost unless the test suites ask for theirs, and refuses that cost outside NODE_ENV=test', () => {
    expect(load({}).passwordHashCost).toBe('standard');
    expect(load({ NODE_ENV: 'test', PASSWORD_HASH_COST: 'test' }).passwordHashCost).toBe('test');
    expect(() => load({ PASSWORD_HASH_COST: 'test' })).toThrow(/PASSWORD_HASH_COST must be standard \(test is only for NODE_ENV=test/);
    expect(() => load({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), SMTP_URL: 'smtp://mail.example:587', PASSWORD_HASH_COST: 'test' })).toThrow(
      /PASSWORD_HASH_COST/,
    );
    expect(() => load({ NODE_ENV: 'test', PASSWORD_HASH_COST: 'cheap' })).toThrow(/PASSWORD_HASH_COST must be standard/);
  });

  it('refuses to start in production without SMTP_URL, with a message saying why', () => {
    expect(() => load({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) })).toThrow(/SMTP_URL is required when NODE_ENV=production/);
  });

  it('writes lead emails as files without SMTP_URL, to the site email by default', () => {
    const config = load({ SITE_EMAIL: 'team@site.example' });
    expect(config.mail).toMatchObject({
      smtpUrl: null,
      leadsEmail: 'team@site.example',
      from: 'Homeward <team@site.example>',
      outbox: { maxAttempts: 12, retryBaseMs: 30_000 },
    });
    expect(config.siteOrigin).toBe('https://homeward.example');
    expect(describeMail(config)).toBe(`SMTP_URL not set, lead emails written as .eml files to ${path.join(dir, 'data', 'outbox')}`);
  });

  it('reads the mail settings and describes the server without its password', () => {
    const config = load({
      SMTP_URL: 'smtps://u:pw@mail.example',
      LEADS_EMAIL: 'leads@site.example',
      MAIL_FROM: 'Leads <leads@site.example>',
      SITE_ORIGIN: 'https://site.example/',
      OUTBOX_MAX_ATTEMPTS: '3',
    });
    expect(config.mail).toMatchObject({
      smtpUrl: 'smtps://u:pw@mail.example',
      leadsEmail: 'leads@site.example',
      from: 'Leads <leads@site.example>',
      outbox: { maxAttempts: 3 },
    });
    expect(config.siteOrigin).toBe('https://site.example');
    expect(describeMail(config)).toBe('lead emails by smtps mail.example:465');
  });

  it('refuses a bad SMTP_URL, LEADS_EMAIL, MAIL_FROM or SITE_ORIGIN', () => {
    const problems = problemsWith({ SMTP_URL: 'http://mail.example', LEADS_EMAIL: 'not-an-address', MAIL_FROM: 'Leads', SITE_ORIGIN: 'site.example' });
    for (const name of ['SMTP_URL', 'LEADS_EMAIL', 'MAIL_FROM', 'SITE_ORIGIN']) expect(problems).toContain(name);
  });

  it('reads a MySQL DATABASE_URL and describes it without the password', () => {
    const config = load({ DATABASE_URL: 'mysql://app:s3cret@db.internal:3306/homeward' });
    expect(config.database).toMatchObject({ kind: 'mysql', host: 'db.internal:3306', database: 'homeward' });
    expect(describeDatabase(config.database)).toBe('mysql db.internal:3306/homeward');
  });

  it('reads every variable', () => {
    const config = load({
      PORT: '3101',
      HOST: '127.0.0.1',
      DATA_DIR: 'var',
      DEMO_DATA: 'true',
      OFFICIAL_LIST_FILE: 'lists/Service-List-2026.xlsx',
      OFFICIAL_LIST_DATE: '2026-06-30',
      ADMIN_EMAIL: 'Boss@Example.com',
      ADMIN_PASSWORD: 'long-password-here',
      ADMIN_NAME: 'Boss',
      SESSION_SECRET: 'a'.repeat(20),
      LOGIN_RATE_LIMIT: '5',
      ADMIN_REQUIRE_2FA: 'true',
      LEAD_RATE_LIMIT: '1000',
      BODY_LIMIT: '1mb',
      TRUST_PROXY: '1',
      REDIS_URL: 'redis://:pw@cache.internal:6379/2',
      REDIS_KEY_PREFIX: 'hw-prod:',
      PUBLIC_WEB_DIST: 'pub',
      ADMIN_WEB_DIST: '/abs/admin',
    });
    expect(config).toMatchObject({
      port: 3101,
      host: '127.0.0.1',
      dataDir: path.join(dir, 'var'),
      demoData: true,
      officialList: { file: path.join(dir, 'lists', 'Service-List-2026.xlsx'), editionDate: '2026-06-30' },
      admin: { email: 'boss@example.com', password: 'long-password-here', name: 'Boss' },
      sessionSecret: 'a'.repeat(20),
      loginRateLimit: 5,
      adminRequireTwoFactor: true,
      leadRateLimit: 1000,
      bodyLimit: '1mb',
      trustProxy: 1,
      redisUrl: 'redis://:pw@cache.internal:6379/2',
      redisKeyPrefix: 'hw-prod:',
      publicWebDist: path.join(dir, 'pub'),
      adminWebDist: '/abs/admin',
    });
  });

  it('requires a second factor for admins in production unless ADMIN_REQUIRE_2FA=false', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'a'.repeat(20), SMTP_URL: 'smtp://mail.example:587' };
    expect(load(production).adminRequireTwoFactor).toBe(true);
    expect(load({ ...production, ADMIN_REQUIRE_2FA: 'false' }).adminRequireTwoFactor).toBe(false);
  });

  it.each([
    ['short-pass', 'at least 12 characters'],
    ['password1234', 'common or leaked'],
    ['QWERTY123456', 'common or leaked'],
  ])('refuses ADMIN_PASSWORD %p (the password rule applies when one is set)', (password, reason) => {
    expect(() => load({ ADMIN_EMAIL: 'a@b.example', ADMIN_PASSWORD: password })).toThrow(reason);
  });

  it('lists every problem at once', () => {
    const problems = problemsWith({
      PORT: 'eighty',
      DATABASE_URL: 'postgres://x/y',
      DEMO_DATA: 'perhaps',
      BODY_LIMIT: 'lots',
      REDIS_URL: 'http://cache',
      ADMIN_EMAIL: 'a@b.c',
      LOGIN_RATE_LIMIT: '0',
      OFFICIAL_LIST_DATE: '30 June 2026',
      SEED_OFFICIAL_LIST: 'maybe',
    });
    for (const name of [
      'PORT',
      'DATABASE_URL',
      'DEMO_DATA',
      'BODY_LIMIT',
      'REDIS_URL',
      'ADMIN_PASSWORD',
      'LOGIN_RATE_LIMIT',
      'OFFICIAL_LIST_DATE',
      'SEED_OFFICIAL_LIST',
    ]) {
      expect(problems).toContain(name);
    }
  });

  it('leaves a new database without a directory when SEED_OFFICIAL_LIST is off (tests and benchmarks that bring their own)', () => {
    expect(load({ SEED_OFFICIAL_LIST: 'false' })).toMatchObject({ demoData: false, officialList: null });
    expect(SHIPPED_OFFICIAL_LIST).toBe(path.join(REPO_ROOT, 'api', 'assets', 'official-list', 'Service-List-2025-Australia_300126.xlsx'));
  });
});
