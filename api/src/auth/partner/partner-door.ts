import type { PartnerSessionDto } from '@homeward/domain';
import { PARTNER_PREFIX } from '../../common/signed-in-doors.js';
import { PartnerOperation } from '../../common/openapi/decorators.js';
import { DoorController } from '../doors/door.controller.js';
import { PartnerSecondFactor } from './partner-second-factor.js';
import { PartnerSessionResponse } from './partner-session.responses.js';
import { PartnerUsersService } from './users/partner-users.service.js';
import { toPartnerSessionDto, type PartnerSessionUser } from './users/partner-session-user.js';
import type { Door, DoorConfig } from '../doors/door.js';

export const PARTNER_SESSION_COOKIE = 'hw_partner';

/**
 * The provider portal's door (/api/partner): the admin door's mechanism with its own cookies, counters and
 * session rows, so failures at one door never pause the other. Its session re-reads the user and their
 * provider on every request: a deactivated user, or one whose provider is gone, is out at once.
 */
export const PARTNER_DOOR: DoorConfig<PartnerSessionUser, PartnerSessionDto> = {
  door: 'partner',
  prefix: PARTNER_PREFIX,
  cookieName: PARTNER_SESSION_COOKIE,
  knownBrowserCookie: 'hw_partner_known',
  accounts: PartnerUsersService,
  secondFactor: PartnerSecondFactor,
  limits: { countersName: 'partner-login', linkRequestsName: 'partner-link-address' },
  isDoorUser: (user) => (user as PartnerSessionUser | undefined)?.door === 'partner',
  toSession: toPartnerSessionDto,
  openApi: {
    tag: 'partner',
    controllerName: 'PartnerAuthController',
    who: 'a provider user',
    sessionResponse: PartnerSessionResponse,
    signedInOperation: PartnerOperation,
  },
};

/** The portal's door type, for the services that sign people in by other ways (invitations, emailed links). */
export type PartnerDoor = Door<PartnerSessionUser, PartnerSessionDto>;

/** POST /api/partner/login, login/second-step, logout; GET /api/partner/session; setting up one's second factor. */
export const PartnerDoorController = DoorController(PARTNER_DOOR);
