import { Injectable } from '@nestjs/common';
import { DoorSessionFor } from '../../auth/door-session.js';
import { PARTNER_PREFIX } from '../../auth/doors.js';
import { PartnerUsersService } from '../users/partner-users.service.js';

export const PARTNER_SESSION_COOKIE = 'hw_partner';

/**
 * The provider portal's session: the same mechanism as the admin console's (auth/door-session.ts) with its own
 * cookie, sent only to /api/partner, and its own rows in the sessions table. Mounted in app-setup.ts.
 */
@Injectable()
export class PartnerSessions extends DoorSessionFor({
  door: 'partner',
  cookieName: PARTNER_SESSION_COOKIE,
  cookiePath: PARTNER_PREFIX,
  accounts: PartnerUsersService,
}) {}
