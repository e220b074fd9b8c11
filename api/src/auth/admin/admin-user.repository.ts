import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Not, type DataSource, type EntityManager } from 'typeorm';
import { fetchListPage, type ListTable } from '../../common/list-page-query.js';
import { SignInAccountRepository } from '../accounts/sign-in-account.repository.js';
import { AdminUser } from './admin-user.entity.js';
import type { ListPage, ListQuery } from '../../common/list-query.js';

/** A new admin account as stored (its password already hashed). */
export interface NewAdminUser {
  email: string;
  name: string | null;
  passwordHash: string;
  isActive: boolean;
}

/** The one place that reads and writes admin_users. */
@Injectable()
export class AdminUserRepository extends SignInAccountRepository<AdminUser> {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource, AdminUser);
  }

  findPage<F extends string>(query: ListQuery<F>, table: ListTable<F>): Promise<ListPage<AdminUser>> {
    return fetchListPage(this.dataSource.getRepository(AdminUser).createQueryBuilder(table.alias), query, table);
  }

  insert(user: NewAdminUser, em: EntityManager): Promise<AdminUser> {
    return em.save(em.create(AdminUser, user));
  }

  async update(id: number, values: { name: string | null; isActive: boolean }, em: EntityManager): Promise<void> {
    await em.update(AdminUser, { id }, values);
  }

  /** How many active admins there are besides this one (the last one may not be deactivated). */
  countOtherActive(id: number, em: EntityManager): Promise<number> {
    return em.countBy(AdminUser, { isActive: true, id: Not(id) });
  }

  count(): Promise<number> {
    return this.dataSource.getRepository(AdminUser).count();
  }
}
