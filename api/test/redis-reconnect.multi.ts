import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { spareFixedPort } from './support/api-process.js';
import { providerLead } from './support/factories.js';
import { startApp, TestDatabase, type TestApp } from './support/harness.js';

/**
 * Redis going away and coming back while the API runs (its own redis-server on a spare port, so the shared
 * one is never touched): the API keeps serving, lead limits fail open meanwhile, health says so, and
 * the client reconnects by itself.
 */
describe('Redis lost and back mid-run', () => {
  let port: number;
  let redis: ChildProcess | undefined;
  let db: TestDatabase;
  let app: TestApp;

  const startRedis = async () => {
    redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    await new Promise((r) => setTimeout(r, 300));
  };
  const stopRedis = async () => {
    if (!redis || redis.exitCode !== null) return;
    const exited = once(redis, 'exit');
    redis.kill('SIGKILL');
    await exited;
  };
  const redisState = async () => (await app.http.get('/api/health').expect(200)).body.redis as string;
  const until = async (state: string) => {
    for (let i = 0; i < 50 && (await redisState()) !== state; i++) await new Promise((r) => setTimeout(r, 200));
    expect(await redisState()).toBe(state);
  };
  const leadStatuses = async (n: number) => {
    const statuses: number[] = [];
    for (let i = 0; i < n; i++) statuses.push((await app.http.post('/api/leads/provider').set('X-Forwarded-For', `192.0.2.${n}`).send(providerLead())).status);
    return statuses;
  };

  beforeAll(async () => {
    port = await spareFixedPort();
    await startRedis();
    db = await TestDatabase.create('redis-reconnect');
    app = await startApp(db, {
      REDIS_URL: `redis://127.0.0.1:${port}`,
      REDIS_KEY_PREFIX: `hw-reconnect-${process.pid}:`,
      LEAD_RATE_LIMIT: '2',
      TRUST_PROXY: 'true',
    });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await stopRedis();
    await db?.destroy();
  });

  it('limits leads through Redis while it is there', async () => {
    await until('ready');
    expect(await leadStatuses(3)).toEqual([201, 201, 429]);
  });

  it('keeps taking leads (limit off) and says redis is unavailable once it is gone', async () => {
    await stopRedis();
    await until('unavailable');
    expect(await leadStatuses(4)).toEqual([201, 201, 201, 201]);
    await app.http.get('/api/providers/search').expect(200);
  });

  it('reconnects by itself when Redis is back, and limits again', async () => {
    await startRedis();
    await until('ready');
    expect(await leadStatuses(5)).toEqual([201, 201, 429, 429, 429]);
  });
});
