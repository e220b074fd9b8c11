import { AddColumnsMigration } from './parts.js';

/**
 * The admin's second factor. The TOTP secret (base32), when it was set up,
 * the last time step used (a code is never accepted twice) and the SHA-256 hashes of the unused recovery
 * codes (a JSON list). All NULL for an admin without a second factor, which is every admin until they enrol.
 */
export class AdminSecondFactor1765290000000 extends AddColumnsMigration {
  name = 'AdminSecondFactor1765290000000';
  protected readonly table = 'admin_users';
  protected readonly columns = ['totpSecret VARCHAR(64) NULL', 'totpEnabledAt DATETIME NULL', 'totpLastStep INTEGER NULL', 'recoveryCodeHashes TEXT NULL'];
}
