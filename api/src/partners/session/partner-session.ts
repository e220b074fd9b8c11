import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AuditService } from '../../audit/audit.service.js';
import { DoorSession } from '../../auth/door-session.js';
import { PARTNER_PREFIX } from '../../auth/doors.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { PartnerUsersService } from '../users/partner-users.service.js';
import type { PartnerSessionUser } from '../users/partner-session-user.js';
import type { DataSource } from 'typeorm';

export const PARTNER_SESSION_COOKIE = 'hw_partner';

/**
 * The provider portal's session: the same mechanism as the admin console's (auth/door-session.ts) with its own
 * cookie, sent only to /api/partner, and its own rows in the sessions table. Mounted in app-setup.ts.
 */
@Injectable()
export class PartnerSessions extends DoorSession<PartnerSessionUser> {
  constructor(@InjectDataSource() dataSource: DataSource, @Inject(APP_CONFIG) config: AppConfig, users: PartnerUsersService, audit: AuditService) {
    super(dataSource, config, audit, {
      door: 'partner',
      cookieName: PARTNER_SESSION_COOKIE,
      cookiePath: PARTNER_PREFIX,
      accounts: users,
    });
  }
}
