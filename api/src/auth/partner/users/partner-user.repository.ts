import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Provider } from '../../../providers/entities/provider.entity.js';
import { SignInAccountRepository } from '../../accounts/sign-in-account.repository.js';
import { PartnerUser } from './partner-user.entity.js';
import type { DataSource, EntityManager } from 'typeorm';

/** A new provider user as stored (its email normalised, its password already hashed). */
export interface NewPartnerUserRow {
  providerId: number;
  email: string;
  name: string | null;
  passwordHash: string;
  isActive: boolean;
}

/** The provider a provider user manages, as the portal's session names it. */
export interface PartnerProviderName {
  id: number;
  businessName: string;
}

/** The one place that reads and writes partner_users (and the provider's name and existence, as the portal's door needs them). */
@Injectable()
export class PartnerUserRepository extends SignInAccountRepository<PartnerUser> {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource, PartnerUser);
  }

  insert(user: NewPartnerUserRow, em: EntityManager): Promise<PartnerUser> {
    return em.save(em.create(PartnerUser, user));
  }

  /** The account when it is still active (a reset link's user), in the caller's transaction. */
  findActive(id: number, em: EntityManager): Promise<PartnerUser | null> {
    return em.findOneBy(PartnerUser, { id, isActive: true });
  }

  /** A provider's users, oldest first. */
  findForProvider(providerId: number): Promise<PartnerUser[]> {
    return this.dataSource.manager.find(PartnerUser, { where: { providerId }, order: { id: 'ASC' } });
  }

  isEmailTaken(email: string, em: EntityManager): Promise<boolean> {
    return em.existsBy(PartnerUser, { email });
  }

  async setActive(id: number, isActive: boolean, em: EntityManager): Promise<void> {
    await em.update(PartnerUser, { id }, { isActive });
  }

  providerExists(providerId: number, em: EntityManager = this.dataSource.manager): Promise<boolean> {
    return em.existsBy(Provider, { id: providerId });
  }

  /** The provider's name, or null when it is gone. */
  findProviderName(providerId: number, em: EntityManager = this.dataSource.manager): Promise<PartnerProviderName | null> {
    return em.findOne(Provider, { where: { id: providerId }, select: { id: true, businessName: true } });
  }

  /** The user's name (null when they gave none, or are gone). */
  async findName(id: number, em: EntityManager): Promise<string | null> {
    return (await em.findOne(PartnerUser, { where: { id }, select: { id: true, name: true } }))?.name ?? null;
  }

  /** The provider's name; throws when it is gone (an invitation's provider is never deleted). */
  getProviderName(providerId: number): Promise<PartnerProviderName> {
    return this.dataSource.getRepository(Provider).findOneOrFail({ where: { id: providerId }, select: { id: true, businessName: true } });
  }
}
