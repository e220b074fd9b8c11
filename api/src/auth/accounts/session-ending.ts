import { Not, type EntityManager } from 'typeorm';
import { SessionRecord, type SessionDoor } from '../../database/session.entity.js';

/**
 * Ends every session of one user of one door (admin by default), legacy admin rows included (the userId column
 * came with 1764300000000, the door with 1765400000000). Deactivation, a password reset and a second-factor
 * reset call it in their own transaction, so the user's next request is a 401.
 */
export async function endSessionsOf(em: EntityManager, userId: number, exceptSessionId?: string, door: SessionDoor = 'admin'): Promise<void> {
  const repo = em.getRepository(SessionRecord);
  await repo.delete(exceptSessionId ? { userId, door, id: Not(exceptSessionId) } : { userId, door });
  const legacy = repo
    .createQueryBuilder()
    .delete()
    .where('userId IS NULL AND door = :door AND data LIKE :pattern', { door, pattern: `%"passport":{"user":${Math.trunc(userId)}}%` });
  if (exceptSessionId) legacy.andWhere('id <> :sid', { sid: exceptSessionId });
  await legacy.execute();
}
