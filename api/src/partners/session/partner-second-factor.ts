import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AuditService } from '../../audit/audit.service.js';
import { AccountSecondFactor } from '../../auth/second-factor/account-second-factor.js';
import { PartnerUser } from '../users/partner-user.entity.js';
import type { DataSource } from 'typeorm';

/** A provider user's second factor: the admins' set-up and sign-in code (auth/second-factor) on partner_users. */
@Injectable()
export class PartnerSecondFactor extends AccountSecondFactor {
  constructor(@InjectDataSource() dataSource: DataSource, audit: AuditService) {
    super(dataSource, audit, PartnerUser, 'partner_user', 'partner');
  }
}
