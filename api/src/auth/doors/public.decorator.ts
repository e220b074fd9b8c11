import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'homeward:isPublic';

/** Opts a door's route out of its session guard (signing in and out, and the portal's emailed links). */
export const Public = () => SetMetadata(IS_PUBLIC, true);

export const BEFORE_SECOND_FACTOR = 'homeward:beforeSecondFactor';

/**
 * Marks a door's route that a user who must still set up a second factor (the admin door's ADMIN_REQUIRE_2FA)
 * may use: the session, and the set-up itself. Every other route answers 403 until it is done.
 */
export const BeforeSecondFactor = () => SetMetadata(BEFORE_SECOND_FACTOR, true);
