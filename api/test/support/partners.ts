import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { PARTNER_LINK_PATHS } from '@homeward/domain';
import { createPartnerUser } from '../../src/auth/partner/users/create-partner-user.js';
import { PartnerUserRepository } from '../../src/auth/partner/users/partner-user.repository.js';
import { eventually } from './smtp-sink.js';
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
  const users = new PartnerUserRepository(app.dataSource);
  const user = await users.transaction((em) =>
    createPartnerUser(users, { providerId, email, name: overrides.name ?? `Partner ${seeded}`, password }, app.config.passwordHashCost, em),
  );
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

/** The text of the outbox's .eml file for a message id stem ('invitation-3', 'reset-7-r1'), once it is written. */
export async function emlFor(app: TestApp, stem: string): Promise<string> {
  const host = new URL(app.config.siteOrigin).host;
  const file = path.join(app.config.dataDir, 'outbox', `${stem}@${host}.eml`);
  const raw = await eventually(() => readFileSync(file, 'utf8'));
  // Quoted-printable soft line breaks split the long link; joined again here as a mail reader would.
  return raw.replace(/=\r?\n/g, '');
}

/** The single-use link's token in an email (an invitation, a reset or a sign-in link). */
export function linkTokenIn(eml: string, kind: keyof typeof PARTNER_LINK_PATHS): string {
  const match = new RegExp(`${PARTNER_LINK_PATHS[kind]}([A-Za-z0-9_-]{43})`).exec(eml);
  if (!match) throw new Error(`no ${kind} link in the email`);
  return match[1];
}

/** An admin invites `email` to `providerId`; answers the invitation id and the token from its email. */
export async function inviteByEmail(
  app: TestApp,
  admin: PartnerAgent,
  providerId: number,
  email: string,
  name = 'Invited Person',
): Promise<{ id: number; token: string }> {
  const res = await admin.post(`/api/admin/providers/${providerId}/invitations`).send({ email, name }).expect(201);
  const id = res.body.id as number;
  return { id, token: linkTokenIn(await emlFor(app, `invitation-${id}`), 'invitation') };
}
