import request from 'supertest';
import { createPartnerUser } from '../../src/partners/users/create-partner-user.js';
import type { TestApp } from './harness.js';

/** A provider user's password in the suites: long enough, and on no common list. */
export const TEST_PARTNER_PASSWORD = 'partner-kettle-harbour-42';

export interface SeededPartner {
  id: number;
  providerId: number;
  email: string;
  password: string;
}

let seeded = 0;

/**
 * Stores a provider user for `providerId` straight in the database (no invitation email): the suites' way to
 * have a provider user. The email is unique per call unless given.
 */
export async function seedPartnerUser(
  app: TestApp,
  providerId: number,
  overrides: { email?: string; name?: string; password?: string } = {},
): Promise<SeededPartner> {
  seeded += 1;
  const email = overrides.email ?? `partner${seeded}.${providerId}.${process.pid}@provider.example`;
  const password = overrides.password ?? TEST_PARTNER_PASSWORD;
  const user = await app.dataSource.transaction((em) => createPartnerUser(em, { providerId, email, name: overrides.name ?? `Partner ${seeded}`, password }));
  return { id: user.id, providerId, email: user.email, password };
}

/** A supertest agent that keeps the portal's session cookie. No Origin header is needed: supertest sends none. */
export type PartnerAgent = ReturnType<typeof request.agent>;

/** Signs in as `partner` through POST /api/partner/login and answers the agent holding the session. */
export async function partnerAgent(app: TestApp, partner: { email: string; password: string }): Promise<PartnerAgent> {
  const agent = request.agent(app.app.getHttpServer());
  await agent.post('/api/partner/login').send({ email: partner.email, password: partner.password }).expect(200);
  return agent;
}

/** A new provider user of `providerId`, signed in: the agent and the user. */
export async function signInAsPartner(app: TestApp, providerId: number): Promise<{ agent: PartnerAgent; partner: SeededPartner }> {
  const partner = await seedPartnerUser(app, providerId);
  return { agent: await partnerAgent(app, partner), partner };
}
