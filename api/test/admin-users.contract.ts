import type { AdminStatsDto, AdminUserDto } from '@homeward/domain';
import { DEMO_PROVIDER_SEEDS } from '../src/setup/seed/seed-data.js';
import { TEST_ADMIN, adminAgent, useAdminAgent, useTestApp } from './support/harness.js';
import { raQuery } from './support/factories.js';

describe('admin users and stats', () => {
  const ctx = useTestApp('admin-users');
  const admin = useAdminAgent(ctx);

  it('GET /api/admin/stats counts providers and admins', async () => {
    const res = await admin().get('/api/admin/stats').expect(200);
    const stats = res.body as AdminStatsDto;
    expect(stats).toEqual({
      totalProviders: DEMO_PROVIDER_SEEDS.length,
      activeProviders: DEMO_PROVIDER_SEEDS.filter((p) => p.isActive).length,
      highlightedProviders: DEMO_PROVIDER_SEEDS.filter((p) => p.isHighlighted).length,
      totalAdminUsers: expect.any(Number),
      leadEmailsWaiting: 0,
      leadEmailsFailed: 0,
      overdueLeads: 0,
      changesWaiting: 0,
    });
    expect(stats.totalAdminUsers).toBeGreaterThanOrEqual(1);
  });

  it('GET /api/admin/users lists admins without any password or hash', async () => {
    const res = await admin().get('/api/admin/users').expect(200);
    const users = res.body as AdminUserDto[];
    const me = users.find((u) => u.email === TEST_ADMIN.email)!;
    expect(me).toEqual({
      id: expect.any(Number),
      email: TEST_ADMIN.email,
      name: TEST_ADMIN.name,
      isActive: true,
      createdAt: expect.any(String),
      lastLogin: expect.any(String),
      twoFactorEnabled: false,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/password|scrypt/i);
  });

  it('POST /api/admin/users creates an admin who can then sign in; stats follow', async () => {
    const before = (await admin().get('/api/admin/stats')).body.totalAdminUsers as number;
    const res = await admin()
      .post('/api/admin/users')
      .send({ email: '  New.Admin@Test.Example ', name: 'New Admin', password: 'another-long-password' })
      .expect(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      email: 'new.admin@test.example',
      name: 'New Admin',
      isActive: true,
      createdAt: expect.any(String),
      lastLogin: null,
      twoFactorEnabled: false,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/password/i);
    await adminAgent(ctx(), { email: 'new.admin@test.example', password: 'another-long-password' });
    expect((await admin().get('/api/admin/stats')).body.totalAdminUsers).toBe(before + 1);
    const one = await admin().get(`/api/admin/users/${res.body.id}`).expect(200);
    expect(one.body.email).toBe('new.admin@test.example');
  });

  it('answers 409 with a clear message for an email already in use (any case)', async () => {
    const res = await admin().post('/api/admin/users').send({ email: TEST_ADMIN.email.toUpperCase(), password: 'whatever-long' }).expect(409);
    expect(res.body.message).toBe('An admin user with this email already exists');
  });

  it.each([
    ['no email', { password: 'long-enough-1' }, /email/],
    ['a malformed email', { email: 'x', password: 'long-enough-1' }, /email must be an email address/],
    ['no password', { email: 'a@test.example' }, /password/],
    ['a short password', { email: 'a@test.example', password: 'short' }, /at least 12 characters/],
    ['a common password', { email: 'a@test.example', password: 'Qwerty123456' }, /common or leaked passwords/],
    ['an unknown field', { email: 'a@test.example', password: 'long-enough-1', role: 'owner' }, /role should not exist/],
  ])('answers 400 for %s', async (_label, body, message) => {
    const res = await admin().post('/api/admin/users').send(body).expect(400);
    expect(JSON.stringify(res.body.message)).toMatch(message);
  });

  it('pages, sorts and filters the user list with Content-Range', async () => {
    const res = await admin()
      .get('/api/admin/users')
      .query(raQuery({ sort: ['email', 'DESC'], range: [0, 0], filter: { q: 'test.example' } }))
      .expect(200);
    expect(res.body).toHaveLength(1);
    expect(res.headers['content-range']).toMatch(/^users 0-0\/\d+$/);
  });

  it('answers 404 for an unknown user id', async () => {
    await admin().get('/api/admin/users/99999').expect(404);
  });
});
