import { normaliseEmail, sameAccountEmail } from '@homeward/domain';
import type { FindOptionsWhere, Repository } from 'typeorm';

/**
 * The account with exactly this email (normalised), or null. The database's own comparison is not enough: on
 * MySQL the column's collation (utf8mb4_unicode_ci) also matches `öwner@` or `OWNÉR@` to `owner@`, so the row
 * found is kept only when its normalised email is the same, byte for byte.
 */
export async function findAccountByEmail<T extends { id: number; email: string }>(repo: Repository<T>, email: string): Promise<T | null> {
  const normalised = normaliseEmail(email);
  const found = await repo.findOneBy({ email: normalised } as FindOptionsWhere<T>);
  return found !== null && sameAccountEmail(found.email, normalised) ? found : null;
}
