import { currentTotp } from '../../src/auth/second-factor/totp.js';
import { adminAgent, type TestApp } from './harness.js';
import type request from 'supertest';

type Agent = ReturnType<typeof request.agent>;

/** A colleague's admin account, added by the test admin: its id and how to sign in as it. */
export async function newAdmin(ctx: () => TestApp, email: string): Promise<{ id: number; email: string; password: string }> {
  const account = { email, password: 'a-colleagues-passphrase' };
  const created = await (await adminAgent(ctx())).post('/api/admin/users').send(account).expect(201);
  return { id: created.body.id as number, ...account };
}

/** Turns on two-step sign-in for the signed-in account of `agent` at `door`: its app's secret and its recovery codes. */
export async function enrolTwoFactor(agent: Agent, door: 'admin' | 'partner', currentPassword: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await agent.post(`/api/${door}/account/two-factor/setup`).send({ currentPassword }).expect(200);
  const secret = setup.body.secret as string;
  const confirmed = await agent
    .post(`/api/${door}/account/two-factor`)
    .send({ code: currentTotp(secret) })
    .expect(200);
  return { secret, recoveryCodes: confirmed.body.recoveryCodes as string[] };
}

/** A colleague's admin account with two-step sign-in turned on: the account, its signed-in agent and its app's secret. */
export async function newAdminWithTwoFactor(
  ctx: () => TestApp,
  email: string,
): Promise<{ account: { id: number; email: string; password: string }; agent: Agent; secret: string }> {
  const account = await newAdmin(ctx, email);
  const agent = await adminAgent(ctx(), account);
  const { secret } = await enrolTwoFactor(agent, 'admin', account.password);
  return { account, agent, secret };
}
