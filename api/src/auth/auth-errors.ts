import { domainErrors } from '../common/api-error.js';

/** The codes of signing in, sessions and accounts, at both doors (the admin team's and the provider portal's). */
const errors = domainErrors([
  'signInFailed',
  'signInRequired',
  'secondStepRequired',
  'wrongCode',
  'accountPaused',
  'identityCheckRequired',
  'identityCheckWrong',
  'sessionExpired',
  'duplicateEmail',
  'lastActiveAdmin',
  'linkExpired',
  'alreadyUser',
  'invitationOpen',
  'invitationNotOpen',
]);

export const AUTH_ERRORS = errors.codes;
/** An error of this domain: its status, its code and its words (`message`, as the spec words it: the spec's clients read it). */
export const authError = errors.error;
