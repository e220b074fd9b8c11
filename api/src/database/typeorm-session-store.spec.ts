import { openMemoryDatabase } from '../setup/test-database.js';
import { TypeormSessionStore } from './typeorm-session-store.js';
import type { SessionData } from 'express-session';
import type { DataSource } from 'typeorm';

const call = <T>(fn: (cb: (err?: unknown, value?: T) => void) => void) =>
  new Promise<T | undefined>((resolve, reject) => fn((err, value) => (err ? reject(err) : resolve(value))));

const sessionData = (expires: Date, extra: Record<string, unknown> = {}) => ({ cookie: { expires, originalMaxAge: 1000 }, ...extra }) as unknown as SessionData;

describe(TypeormSessionStore.name, () => {
  let ds: DataSource;
  let store: TypeormSessionStore;

  beforeEach(async () => {
    ds = await openMemoryDatabase({ demoData: false });
    store = new TypeormSessionStore(ds, { defaultTtlMs: 60_000, pruneIntervalMs: 0 });
  });
  afterEach(async () => {
    store.close();
    await ds.destroy();
  });

  it('stores, reads, replaces and destroys a session', async () => {
    const future = new Date(Date.now() + 60_000);
    await call((cb) => store.set('sid-1', sessionData(future, { passport: { user: 7 } }), cb));
    expect(await call<SessionData | null>((cb) => store.get('sid-1', cb))).toMatchObject({ passport: { user: 7 } });
    await call((cb) => store.set('sid-1', sessionData(future, { passport: { user: 8 } }), cb));
    expect(await call<SessionData | null>((cb) => store.get('sid-1', cb))).toMatchObject({ passport: { user: 8 } });
    await call((cb) => store.destroy('sid-1', cb));
    expect(await call((cb) => store.get('sid-1', cb))).toBeNull();
  });

  it('treats an expired session as missing, and touch extends it', async () => {
    await call((cb) => store.set('old', sessionData(new Date(Date.now() - 1000)), cb));
    expect(await call((cb) => store.get('old', cb))).toBeNull();
    await call((cb) => store.touch('old', sessionData(new Date(Date.now() + 60_000)), cb));
    expect(await call((cb) => store.get('old', cb))).not.toBeNull();
  });

  it('prunes expired sessions only', async () => {
    await call((cb) => store.set('expired', sessionData(new Date(Date.now() - 1000)), cb));
    await call((cb) => store.set('live', sessionData(new Date(Date.now() + 60_000)), cb));
    expect(await store.prune()).toBe(1);
    expect(await call((cb) => store.get('live', cb))).not.toBeNull();
  });

  it('reports database errors through the callback', async () => {
    await ds.destroy();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await expect(call((cb) => store.get('x', cb))).rejects.toBeDefined();
      expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^query failed \(.*FROM "sessions"/));
    } finally {
      logged.mockRestore();
    }
    ds = await openMemoryDatabase({ demoData: false }); // for afterEach
  });
});
