import { Entity, Index } from 'typeorm';
import { SignInAccount } from '../../accounts/sign-in-account.js';
import { IntColumn } from '../../../database/columns.js';

/** A person managing one provider through the portal (/partners). Same password and second-factor columns as an admin. */
@Entity({ name: 'partner_users' })
export class PartnerUser extends SignInAccount {
  /** The one provider this user manages; every /api/partner read and write is scoped to it. */
  @Index('IDX_partner_users_provider')
  @IntColumn()
  providerId: number;
}
