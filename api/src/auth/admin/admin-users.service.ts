import { ConflictException, Inject, Injectable, NotFoundException, HttpStatus } from '@nestjs/common';
import type { AdminSessionDto, AdminUserDto } from '@homeward/domain';
import { auditChanges, normaliseEmail } from '@homeward/domain';
import { AuditService } from '../../audit/audit.service.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { parseListQuery, type ListPage, type ListQueryParams, type ListSpec } from '../../common/list-query.js';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../accounts/password.js';
import { AUTH_ERRORS, authError } from '../auth-errors.js';
import { AdminUserRepository } from './admin-user.repository.js';
import type { ListTable } from '../../common/list-page-query.js';
import type { AdminUser } from './admin-user.entity.js';

export const ADMIN_USER_LIST: ListSpec<'q'> = {
  sortable: ['id', 'email', 'name', 'isActive', 'createdAt', 'lastLogin'],
  defaultSort: { field: 'createdAt', order: 'ASC' },
  filters: ['q'],
};

const ADMIN_USER_TABLE: ListTable<'q'> = { alias: 'u', searchColumns: ['email', 'name'] };

export const DUPLICATE_EMAIL_MESSAGE = 'An admin user with this email already exists';

export function toAdminUserDto(u: AdminUser): AdminUserDto {
  return {
    id: u.id,
    email: u.email,
    name: u.name,
    isActive: Boolean(u.isActive),
    createdAt: new Date(u.createdAt).toISOString(),
    lastLogin: u.lastLogin ? new Date(u.lastLogin).toISOString() : null,
    twoFactorEnabled: u.totpSecret !== null,
  };
}

/** The session's view of an account; `requireTwoFactor` is ADMIN_REQUIRE_2FA. */
export const toSession = (u: AdminUser, requireTwoFactor: boolean): AdminSessionDto => ({
  id: u.id,
  email: u.email,
  name: u.name,
  twoFactorEnabled: u.totpSecret !== null,
  mustEnrolTwoFactor: requireTwoFactor && u.totpSecret === null,
});

const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; message?: string };
  return e?.code === 'ER_DUP_ENTRY' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed|Duplicate entry/i.test(e?.message ?? '');
};

/** Admin accounts. The password hash never leaves this service. */
@Injectable()
export class AdminUsersService {
  constructor(
    private readonly users: AdminUserRepository,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(params: ListQueryParams): Promise<ListPage<AdminUserDto>> {
    const query = parseListQuery(params, ADMIN_USER_LIST);
    const { items, total, skip } = await this.users.findPage(query, ADMIN_USER_TABLE);
    return { items: items.map(toAdminUserDto), total, skip };
  }

  async get(id: number): Promise<AdminUserDto> {
    const user = await this.users.findById(id);
    if (!user) throw new NotFoundException(`Admin user ${id} not found`);
    return toAdminUserDto(user);
  }

  async create(input: { email: string; password: string; name?: string | null }): Promise<AdminUserDto> {
    const email = normaliseEmail(input.email);
    if (await this.users.findByEmail(email)) throw authError(HttpStatus.CONFLICT, AUTH_ERRORS.duplicateEmail, DUPLICATE_EMAIL_MESSAGE);
    try {
      const passwordHash = await hashPassword(input.password, this.config.passwordHashCost);
      const user = await this.users.transaction(async (em) => {
        const saved = await this.users.insert({ email, name: input.name ?? null, passwordHash, isActive: true }, em);
        const changes = auditChanges(null, { email: saved.email, name: saved.name, isActive: true });
        await this.audit.record(em, { action: 'create', entity: 'admin_user', entityId: saved.id, changes });
        return saved;
      });
      return toAdminUserDto(user);
    } catch (error) {
      if (isUniqueViolation(error)) throw authError(HttpStatus.CONFLICT, AUTH_ERRORS.duplicateEmail, DUPLICATE_EMAIL_MESSAGE);
      throw error;
    }
  }

  /** Creates the admin if no account has this email; an existing account is left alone. Returns whether it created one. */
  async ensure(input: { email: string; password: string; name?: string | null }): Promise<boolean> {
    if (await this.users.findByEmail(input.email)) return false;
    try {
      await this.create(input);
      return true;
    } catch (error) {
      if (error instanceof ConflictException) return false; // another instance created it meanwhile
      throw error;
    }
  }

  /** The admin for these credentials, or null. Same work whether or not the email exists. */
  async verifyCredentials(email: string, password: string): Promise<AdminSessionDto | null> {
    const user = await this.users.findByEmail(email);
    if (!user) return burnPasswordCheck(password, this.config.passwordHashCost).then(() => null);
    const ok = await verifyPassword(password, user.passwordHash);
    if (!ok || !user.isActive) return null;
    return toSession(user, this.config.adminRequireTwoFactor);
  }

  async findAccountId(email: string): Promise<number | null> {
    return (await this.users.findByEmail(email))?.id ?? null;
  }

  /** The last sign-in is stamped when the sign-in is complete, not at the password step (DoorSession.signIn). */
  async recordSignIn(id: number): Promise<void> {
    await this.users.recordSignIn(id, new Date());
  }

  /** The session's admin, if the account still exists and is active. */
  async findSessionUser(id: number): Promise<AdminSessionDto | null> {
    const user = await this.users.findById(id);
    return user && user.isActive ? toSession(user, this.config.adminRequireTwoFactor) : null;
  }

  /** How many admin accounts there are (the console dashboard's count). */
  count(): Promise<number> {
    return this.users.count();
  }
}
