import { Injectable } from '@nestjs/common';
import type { AdminSessionDto } from '@homeward/domain';
import { ADMIN_PREFIX } from './doors.js';
import { DoorSessionFor, type PasswordOutcome as DoorPasswordOutcome } from './door-session.js';
import { AdminUsersService } from './admin-users.service.js';

export { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, endAgedSessions } from './door-session.js';

export const SESSION_COOKIE = 'hw_admin';
/** The cookie goes only to the admin API: public pages and reads never carry or load a session. */
export const SESSION_COOKIE_PATH = ADMIN_PREFIX;

/** What the admin's password step led to: signed in, or the second factor comes next. */
export type PasswordOutcome = DoorPasswordOutcome<AdminSessionDto>;

/** The admin door's session (door-session.ts), mounted on /api/admin only (see app-setup.ts). */
@Injectable()
export class AdminSessionMiddleware extends DoorSessionFor({
  door: 'admin',
  cookieName: SESSION_COOKIE,
  cookiePath: SESSION_COOKIE_PATH,
  accounts: AdminUsersService,
}) {}
