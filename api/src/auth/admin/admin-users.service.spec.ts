import { ConflictException, NotFoundException } from '@nestjs/common';
import { AuditService } from '../../audit/audit.service.js';
import { AuditEventRepository } from '../../audit/audit-event.repository.js';
import { openMemoryDatabase } from '../../setup/test-database.js';
import { AdminUsersService, DUPLICATE_EMAIL_MESSAGE } from './admin-users.service.js';
import { AdminUser } from './admin-user.entity.js';
import { AdminUserRepository } from './admin-user.repository.js';
import type { AppConfig } from '../../config/app-config.js';
import type { DataSource } from 'typeorm';

describe(AdminUsersService.name, () => {
  let ds: DataSource;
  let service: AdminUsersService;

  beforeAll(async () => {
    ds = await openMemoryDatabase({ demoData: false });
    service = new AdminUsersService(new AdminUserRepository(ds), new AuditService(new AuditEventRepository(ds)), {
      adminRequireTwoFactor: false,
      passwordHashCost: 'test',
    } as AppConfig);
  });
  afterAll(async () => {
    await ds.destroy();
  });

  it('creates an admin with a hashed password and returns no hash', async () => {
    const user = await service.create({ email: ' Owner@Example.com ', password: 'long-password', name: 'Owner' });
    expect(user).toEqual({
      id: expect.any(Number),
      email: 'owner@example.com',
      name: 'Owner',
      isActive: true,
      createdAt: expect.any(String),
      lastLogin: null,
      twoFactorEnabled: false,
    });
    const row = await ds.getRepository(AdminUser).findOneByOrFail({ id: user.id });
    expect(row.passwordHash).toMatch(/^scrypt\$/);
  });

  it('refuses a second admin with the same email (409)', async () => {
    await expect(service.create({ email: 'OWNER@example.com', password: 'another-password' })).rejects.toThrow(new ConflictException(DUPLICATE_EMAIL_MESSAGE));
  });

  it('ensure creates once and leaves an existing admin alone', async () => {
    expect(await service.ensure({ email: 'boot@example.com', password: 'first-password' })).toBe(true);
    expect(await service.ensure({ email: 'boot@example.com', password: 'second-password' })).toBe(false);
    expect(await service.verifyCredentials('boot@example.com', 'first-password')).not.toBeNull();
    expect(await service.verifyCredentials('boot@example.com', 'second-password')).toBeNull();
  });

  it('verifies credentials, records the last login only when the sign-in completes, and refuses inactive admins', async () => {
    const session = await service.verifyCredentials('OWNER@example.com', 'long-password');
    expect(session).toEqual({ id: expect.any(Number), email: 'owner@example.com', name: 'Owner', twoFactorEnabled: false, mustEnrolTwoFactor: false });
    // The password step alone is not a sign-in (a second factor may follow): the door stamps it at the end.
    expect((await service.get(session!.id)).lastLogin).toBeNull();
    await service.recordSignIn(session!.id);
    expect((await service.get(session!.id)).lastLogin).not.toBeNull();
    expect(await service.verifyCredentials('nobody@example.com', 'long-password')).toBeNull();
    await ds.getRepository(AdminUser).update({ id: session!.id }, { isActive: false });
    expect(await service.verifyCredentials('owner@example.com', 'long-password')).toBeNull();
    expect(await service.findSessionUser(session!.id)).toBeNull();
  });

  it('lists newest last by default and answers 404 for an unknown id', async () => {
    const page = await service.list({});
    expect(page.items.map((u) => u.email)).toEqual(['owner@example.com', 'boot@example.com']);
    await expect(service.get(999)).rejects.toBeInstanceOf(NotFoundException);
  });
});
