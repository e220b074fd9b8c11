import { Store, type SessionData } from 'express-session';
import { LessThan, type DataSource, type Repository } from 'typeorm';
import { SessionRecord, type SessionDoor } from './session.entity.js';

/** passport keeps the door's user id at session.passport.user (see DoorSession's serializeUser). */
export function sessionUserId(session: SessionData): number | null {
  const user = (session as { passport?: { user?: unknown } }).passport?.user;
  return typeof user === 'number' ? user : null;
}

type Callback<T = void> = (err?: unknown, value?: T) => void;

/**
 * express-session store on the app's own database, so sessions survive restarts and are shared by every API
 * instance on one MySQL. Expired rows are ignored on read and pruned on a timer. Each door has its own store,
 * which reads and writes only its door's rows: a session id of one door shown to the other finds nothing.
 */
export class TypeormSessionStore extends Store {
  private readonly repo: Repository<SessionRecord>;
  private pruneTimer: NodeJS.Timeout | null = null;

  constructor(
    dataSource: DataSource,
    private readonly options: { defaultTtlMs: number; pruneIntervalMs?: number; door?: SessionDoor },
  ) {
    super();
    this.repo = dataSource.getRepository(SessionRecord);
    const interval = options.pruneIntervalMs ?? 15 * 60_000;
    if (interval > 0) {
      this.pruneTimer = setInterval(() => void this.prune().catch(() => undefined), interval);
      this.pruneTimer.unref();
    }
  }

  override get(sid: string, callback: Callback<SessionData | null>): void {
    this.repo
      .findOneBy({ id: sid, door: this.door })
      .then((row) => {
        if (!row || row.expiresAt <= Date.now()) return callback(undefined, null);
        callback(undefined, JSON.parse(row.data) as SessionData);
      })
      .catch((err: unknown) => callback(err));
  }

  override set(sid: string, session: SessionData, callback?: Callback): void {
    this.repo
      .upsert({ id: sid, expiresAt: this.expiry(session), data: JSON.stringify(session), userId: sessionUserId(session), door: this.door }, ['id'])
      .then(() => callback?.())
      .catch((err: unknown) => callback?.(err));
  }

  override touch(sid: string, session: SessionData, callback?: Callback): void {
    this.repo
      .update({ id: sid, door: this.door }, { expiresAt: this.expiry(session) })
      .then(() => callback?.())
      .catch((err: unknown) => callback?.(err));
  }

  override destroy(sid: string, callback?: Callback): void {
    this.repo
      .delete({ id: sid, door: this.door })
      .then(() => callback?.())
      .catch((err: unknown) => callback?.(err));
  }

  private get door(): SessionDoor {
    return this.options.door ?? 'admin';
  }

  /** Deletes expired sessions (of every door); returns how many. */
  async prune(now = Date.now()): Promise<number> {
    const result = await this.repo.delete({ expiresAt: LessThan(now) });
    return result.affected ?? 0;
  }

  close(): void {
    if (this.pruneTimer) clearInterval(this.pruneTimer);
    this.pruneTimer = null;
  }

  private expiry(session: SessionData): number {
    const expires = session.cookie?.expires;
    if (expires) return new Date(expires).getTime();
    return Date.now() + this.options.defaultTtlMs;
  }
}
