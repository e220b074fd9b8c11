import { IsNull, type DataSource, type EntityManager, type EntityTarget, type FindOptionsWhere } from 'typeorm';
import { normaliseEmail, sameAccountEmail } from '@homeward/domain';
import { TransactionalRepository } from '../../common/transactional-repository.js';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';
import type { SignInAccount } from './sign-in-account.js';

/** An account's second factor as it is switched on: the secret, when, the step of the first code, the recovery codes' hashes. */
export interface SecondFactorStart {
  totpSecret: string;
  totpEnabledAt: Date;
  totpLastStep: number;
  recoveryCodeHashes: string;
}

/** New values for some of an account's own columns, in TypeORM's terms for the door's table. */
const changed = <T extends SignInAccount>(values: Partial<SignInAccount>): QueryDeepPartialEntity<T> => values as QueryDeepPartialEntity<T>;

/**
 * The SQL both doors' accounts share (admin_users and partner_users keep the same password and second-factor
 * columns): finding an account, stamping its sign-in, its password and its second factor. Each door's
 * repository extends it over its own table.
 */
export abstract class SignInAccountRepository<T extends SignInAccount> extends TransactionalRepository {
  protected constructor(
    dataSource: DataSource,
    protected readonly target: EntityTarget<T>,
  ) {
    super(dataSource);
  }

  /**
   * The account with exactly this email (normalised), or null. The database's own comparison is not enough: on
   * MySQL the column's collation (utf8mb4_unicode_ci) also matches `öwner@` or `OWNÉR@` to `owner@`, so the row
   * found is kept only when its normalised email is the same, byte for byte.
   */
  async findByEmail(email: string, em: EntityManager = this.dataSource.manager): Promise<T | null> {
    const normalised = normaliseEmail(email);
    const found = await em.getRepository(this.target).findOneBy({ email: normalised } as FindOptionsWhere<T>);
    return found !== null && sameAccountEmail(found.email, normalised) ? found : null;
  }

  findById(id: number, em: EntityManager = this.dataSource.manager): Promise<T | null> {
    return em.getRepository(this.target).findOneBy({ id } as FindOptionsWhere<T>);
  }

  async recordSignIn(id: number, at: Date): Promise<void> {
    await this.dataSource.getRepository(this.target).update({ id } as FindOptionsWhere<T>, changed<T>({ lastLogin: at }));
  }

  async setPasswordHash(id: number, passwordHash: string, em: EntityManager): Promise<void> {
    await em.update(this.target, { id } as FindOptionsWhere<T>, changed<T>({ passwordHash }));
  }

  /** Switches the second factor on only if none was set up meanwhile (another tab); whether it did. */
  async startSecondFactor(id: number, start: SecondFactorStart, em: EntityManager): Promise<boolean> {
    const result = await em.update(this.target, { id, totpSecret: IsNull() } as FindOptionsWhere<T>, changed<T>({ ...start }));
    return Boolean(result.affected);
  }

  async clearSecondFactor(id: number, em: EntityManager): Promise<void> {
    await em.update(
      this.target,
      { id } as FindOptionsWhere<T>,
      changed<T>({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, recoveryCodeHashes: null }),
    );
  }

  /** Crosses a recovery code off only if the list is still the one read (two requests cannot both use one); whether it did. */
  async replaceRecoveryCodes(id: number, read: string, left: string, em: EntityManager): Promise<boolean> {
    const result = await em.update(this.target, { id, recoveryCodeHashes: read } as FindOptionsWhere<T>, changed<T>({ recoveryCodeHashes: left }));
    return Boolean(result.affected);
  }

  /** Records the step of an accepted code only if no newer code was accepted meanwhile; whether it did. */
  async advanceTotpStep(id: number, step: number): Promise<boolean> {
    const result = await this.dataSource
      .getRepository(this.target)
      .createQueryBuilder()
      .update()
      .set(changed<T>({ totpLastStep: step }))
      .where('id = :id AND (totpLastStep IS NULL OR totpLastStep < :step)', { id, step })
      .execute();
    return Boolean(result.affected);
  }
}
