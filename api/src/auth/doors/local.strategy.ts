import { Strategy } from 'passport-local';
import { LOGIN_FAILED_MESSAGE } from '@homeward/domain';

/** passport-local: email + password checked against one door's accounts. */
export function createLocalStrategy<U>(verify: (email: string, password: string) => Promise<U | null>): Strategy {
  return new Strategy({ usernameField: 'email', passwordField: 'password', session: true }, (email, password, done) => {
    verify(email, password)
      .then((user) => (user ? done(null, user) : done(null, false, { message: LOGIN_FAILED_MESSAGE })))
      .catch((err: unknown) => done(err));
  });
}
