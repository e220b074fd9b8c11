import { normaliseEmail } from '@homeward/domain';
import { hashPassword } from '../../accounts/password.js';
import type { PartnerUser } from './partner-user.entity.js';
import type { PartnerUserRepository } from './partner-user.repository.js';
import type { PasswordHashCost } from '../../../config/password-policy.js';
import type { EntityManager } from 'typeorm';

/** A new provider user, as an accepted invitation makes one (and the tests' seeding does). */
export interface NewPartnerUser {
  providerId: number;
  email: string;
  name: string | null;
  password: string;
}

/**
 * Stores a provider user with a hashed password and answers it. The one way a provider user comes to exist:
 * accepting an invitation calls it inside its transaction, and the contract tests call it to seed a user
 * without going through email. It does not check the password rules: the callers' DTOs do.
 */
export async function createPartnerUser(users: PartnerUserRepository, input: NewPartnerUser, cost: PasswordHashCost, em: EntityManager): Promise<PartnerUser> {
  const passwordHash = await hashPassword(input.password, cost);
  return users.insert({ providerId: input.providerId, email: normaliseEmail(input.email), name: input.name, passwordHash, isActive: true }, em);
}
