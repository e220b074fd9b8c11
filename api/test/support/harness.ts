import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createConnection } from 'mysql2/promise';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { factsDueForReview } from '@homeward/domain';
import { createApp } from '../../src/app-setup.js';
import { DirectoryChanges } from '../../src/shared-state/directory-changes.js';
import { loadConfig, type AppConfig } from '../../src/config/app-config.js';
import { copyMysqlTemplate, copySqliteTemplate, mysqlTemplateName } from './template-database.js';
import type { NestExpressApplication } from '@nestjs/platform-express';

export const TEST_ADMIN = { email: 'admin@test.example', password: 'correct-horse-battery', name: 'Test Admin' } as const;
export const TEST_SESSION_SECRET = 'contract-test-session-secret-0123456789';
/** The date the official rules are read for (FACTS_DATE): the suites never depend on today's date. */
export const TEST_FACTS_DATE = '2026-11-26';

export const usingMysql = () => process.env.HW_TEST_DB === 'mysql';

/**
 * One database per suite: a temporary SQLite file, or (api-mysql project) a fresh database on
 * TEST_MYSQL_URL's server, named after the suite and dropped at the end.
 */
export class TestDatabase {
  private constructor(
    readonly dataDir: string,
    readonly databaseUrl: string | undefined,
    private readonly drop: () => Promise<void>,
  ) {}

  /**
   * A new database holding the run's template (the schema, the word index, the locations: template-database.ts),
   * so the app's first start only seeds; `empty: true` for a suite about what a start does to an empty database.
   */
  static async create(label: string, options: { empty?: boolean } = {}): Promise<TestDatabase> {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), `hw-test-${label}-`));
    if (!usingMysql()) {
      if (!options.empty) await copySqliteTemplate(dataDir);
      return new TestDatabase(dataDir, undefined, async () => rmSync(dataDir, { recursive: true, force: true }));
    }

    const base = new URL(process.env.TEST_MYSQL_URL!);
    const prefix = decodeURIComponent(base.pathname.replace(/^\//, '')) || 'homeward_test';
    const name = `${prefix}_${label}_${process.pid}_${Math.random().toString(36).slice(2, 7)}`.replace(/[^a-zA-Z0-9_]/g, '_').slice(0, 64);
    const server = {
      host: base.hostname,
      port: Number(base.port || 3306),
      user: decodeURIComponent(base.username || 'root'),
      password: decodeURIComponent(base.password),
    };
    const admin = await createConnection(server);
    try {
      await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
      if (!options.empty) await copyMysqlTemplate(admin, { name: mysqlTemplateName(prefix), url: base.toString() }, name);
    } finally {
      await admin.end();
    }
    const url = new URL(base.toString());
    url.pathname = `/${name}`;
    return new TestDatabase(dataDir, url.toString(), async () => {
      const conn = await createConnection(server);
      await conn.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await conn.end();
      rmSync(dataDir, { recursive: true, force: true });
    });
  }

  async destroy(): Promise<void> {
    await this.drop();
  }
}

export function testConfig(db: TestDatabase, env: Record<string, string | undefined> = {}): AppConfig {
  return loadConfig(
    {
      DATA_DIR: db.dataDir,
      DATABASE_URL: db.databaseUrl,
      SESSION_SECRET: TEST_SESSION_SECRET,
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      ADMIN_NAME: TEST_ADMIN.name,
      LOGIN_RATE_LIMIT: '1000',
      LEAD_RATE_LIMIT: '1000',
      PUBLIC_WEB_DIST: path.join(db.dataDir, 'no-public-web'),
      ADMIN_WEB_DIST: path.join(db.dataDir, 'no-admin-web'),
      NODE_ENV: 'test',
      FACTS_DATE: TEST_FACTS_DATE,
      // Password hashes at the test cost (auth/password.ts): about 3 ms a hash instead of 90.
      PASSWORD_HASH_COST: 'test',
      // The suites' directory is the fictional demo providers (their prices and areas are what they assert on);
      // DEMO_DATA: 'false' gives an empty one. The official list is seeded only by the suites about it.
      DEMO_DATA: 'true',
      SEED_OFFICIAL_LIST: 'false',
      ...env,
    },
    { persistGeneratedSecret: false },
  );
}

export interface TestApp {
  app: NestExpressApplication;
  config: AppConfig;
  http: ReturnType<typeof request>;
  dataSource: DataSource;
  close(): Promise<void>;
}

export function startApp(db: TestDatabase, env: Record<string, string | undefined> = {}): Promise<TestApp> {
  return started(testConfig(db, env));
}

async function started(config: AppConfig): Promise<TestApp> {
  const app = await createApp(config, { logger: false });
  return { app, config, http: request(app.getHttpServer()), dataSource: app.get(DataSource), close: () => app.close() };
}

/** Another instance of a test app, started on the same database with the same settings: it runs the start's steps again. */
export function startAnotherInstance(running: TestApp): Promise<TestApp> {
  return started(running.config);
}

/** A supertest agent signed in as the test admin (the agent keeps the session cookie). */
export async function adminAgent(app: TestApp, credentials: { email: string; password: string } = TEST_ADMIN): Promise<ReturnType<typeof request.agent>> {
  const agent = request.agent(app.app.getHttpServer());
  await agent.post('/api/admin/login').send({ email: credentials.email, password: credentials.password }).expect(200);
  return agent;
}

/** The test admin's agent for the whole describe block, signed in once before its tests. */
export function useAdminAgent(app: () => TestApp): () => ReturnType<typeof request.agent> {
  let agent: ReturnType<typeof request.agent>;
  beforeAll(async () => {
    agent = await adminAgent(app());
  });
  return () => agent;
}

/** A database for the whole describe block, for suites that start (and restart) their own apps on it. */
export function useTestDatabase(label: string): () => TestDatabase {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await TestDatabase.create(label);
  });
  afterAll(async () => {
    await db?.destroy();
  });
  return () => db;
}

/** Suite lifecycle in one line: a database and an app for the whole file. */
export function useTestApp(label: string, env: Record<string, string | undefined> = {}): () => TestApp {
  let db: TestDatabase;
  let testApp: TestApp;
  beforeAll(async () => {
    db = await TestDatabase.create(label);
    testApp = await startApp(db, env);
  });
  afterAll(async () => {
    await testApp?.close();
    await db?.destroy();
  });
  return () => testApp;
}

/**
 * After a raw SQL write to the providers' tables (a test of what the API does with rows it did not write):
 * tells the app the directory changed, as the API's own writes do, so every copy it keeps (search cache,
 * provider pages) lets go of what it held.
 */
export async function directoryChangedBehindTheApi(app: TestApp): Promise<void> {
  await app.app.get(DirectoryChanges).announce();
}

/**
 * GET /api/health on a test app whose database answers (no Redis): 200 with every part well, once the directory
 * snapshot is ready; answers the response for further checks.
 */
export async function expectHealthy(ctx: TestApp): Promise<request.Response> {
  const res = await ctx.http.get('/api/health').expect(200);
  expect(res.body).toEqual({
    status: 'ok',
    database: ctx.config.database.kind,
    databaseReachable: true,
    redis: 'not-configured',
    leadEmails: expect.objectContaining({ waiting: expect.any(Number), failed: 0 }),
    // On 26 November 2026 (FACTS_DATE): the budgets (due 1 July) and the lifetime cap (due 20 September) among them.
    officialFiguresDueForReview: factsDueForReview(TEST_FACTS_DATE).length,
  });
  return res;
}
