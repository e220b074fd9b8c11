import { Injectable } from '@nestjs/common';
import { Not, type EntityManager } from 'typeorm';
import { TransactionalRepository } from '../../common/transactional-repository.js';
import { SessionRecord, type SessionDoor } from '../../database/session.entity.js';
import { TypeormSessionStore } from '../../database/typeorm-session-store.js';

/**
 * The doors' sessions: the store express-session keeps them in (database/typeorm-session-store.ts), and ending
 * every session of one user.
 */
@Injectable()
export class SessionRepository extends TransactionalRepository {
  /** A door's session store (each door its own, reading and writing only its door's rows). */
  openStore(door: SessionDoor, defaultTtlMs: number): TypeormSessionStore {
    return new TypeormSessionStore(this.dataSource, { defaultTtlMs, door });
  }

  /**
   * Ends every session of one user of one door (but `exceptSessionId`, the caller's own, if given), rows from
   * before sessions kept the userId and the door included. Deactivation, a password reset and a second-factor
   * reset call it in their own transaction, so the user's next request is a 401.
   */
  async endSessionsOf(of: { door: SessionDoor; userId: number; exceptSessionId?: string }, em: EntityManager): Promise<void> {
    const { door, userId, exceptSessionId } = of;
    const repo = em.getRepository(SessionRecord);
    await repo.delete(exceptSessionId ? { userId, door, id: Not(exceptSessionId) } : { userId, door });
    const legacy = repo
      .createQueryBuilder()
      .delete()
      .where('userId IS NULL AND door = :door AND data LIKE :pattern', { door, pattern: `%"passport":{"user":${Math.trunc(userId)}}%` });
    if (exceptSessionId) legacy.andWhere('id <> :sid', { sid: exceptSessionId });
    await legacy.execute();
  }
}
