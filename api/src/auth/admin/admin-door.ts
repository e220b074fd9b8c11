import type { AdminSessionDto } from '@homeward/domain';
import { ADMIN_PREFIX } from '../../common/signed-in-doors.js';
import { AdminOperation } from '../../common/openapi/decorators.js';
import { DoorController } from '../doors/door.controller.js';
import { AdminSecondFactorService } from './admin-second-factor.service.js';
import { AdminUsersService } from './admin-users.service.js';
import { AdminSessionResponse } from './dto/auth.dto.js';
import type { DoorConfig } from '../doors/door.js';

export const ADMIN_SESSION_COOKIE = 'hw_admin';

/**
 * The admin team's door (/api/admin): its session user is the session body itself. Its counters are named
 * 'login-...' (not after the door) so that the counts already in Redis go on counting across a deploy. An admin
 * who must still set up a second factor (ADMIN_REQUIRE_2FA) reaches only the routes marked @BeforeSecondFactor().
 */
export const ADMIN_DOOR: DoorConfig<AdminSessionDto, AdminSessionDto> = {
  door: 'admin',
  prefix: ADMIN_PREFIX,
  cookieName: ADMIN_SESSION_COOKIE,
  knownBrowserCookie: 'hw_admin_known',
  accounts: AdminUsersService,
  secondFactor: AdminSecondFactorService,
  limits: { countersName: 'login', linkRequestsName: 'admin-link-address' },
  isDoorUser: (user) => Boolean(user),
  mustEnrol: (admin) => admin.mustEnrolTwoFactor,
  toSession: (admin) => admin,
  openApi: { tag: 'admin', controllerName: 'AuthController', who: 'an admin', sessionResponse: AdminSessionResponse, signedInOperation: AdminOperation },
};

/** POST /api/admin/login, login/second-step, logout; GET /api/admin/session; setting up one's second factor. */
export const AdminDoorController = DoorController(ADMIN_DOOR);
