import { Strategy } from 'passport-local';
import { LOGIN_FAILED_MESSAGE, type AdminSessionDto } from '@homeward/domain';
import type { AdminUsersService } from './admin-users.service.js';

/** passport-local: email + password checked against the admin accounts. */
export function createLocalStrategy(users: AdminUsersService): Strategy {
  return new Strategy({ usernameField: 'email', passwordField: 'password', session: true }, (email, password, done) => {
    users
      .verifyCredentials(email, password)
      .then((admin: AdminSessionDto | null) => (admin ? done(null, admin) : done(null, false, { message: LOGIN_FAILED_MESSAGE })))
      .catch((err: unknown) => done(err));
  });
}
