import 'express-session';

/** What a signed-in door keeps in its session besides passport's user id. */
declare module 'express-session' {
  interface SessionData {
    /** When the password (and second factor) were accepted: the session ends 12 hours later however busy it is. */
    signedInAt?: number;
    /** The password was right and the account's second factor comes next (the session is not signed in yet). */
    secondStep?: { userId: number; email: string; startedAt: number };
    /** A second-factor set-up under way: the secret waits here until a code from it is confirmed. */
    secondFactorSetup?: { secret: string; startedAt: number };
    /** Wrong passwords or codes given to confirm a sensitive change in this session (it ends at a limit). */
    identityCheckFailures?: number;
  }
}
