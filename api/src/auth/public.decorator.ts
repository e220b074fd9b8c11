import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'homeward:isPublic';

/** Opts an /api/admin route out of the admin-session guard (login and logout only). */
export const Public = () => SetMetadata(IS_PUBLIC, true);

export const BEFORE_SECOND_FACTOR = 'homeward:beforeSecondFactor';

/**
 * Marks an /api/admin route an admin who must still set up a second factor (ADMIN_REQUIRE_2FA) may use:
 * the session, and the set-up itself. Every other route answers 403 until it is done.
 */
export const BeforeSecondFactor = () => SetMetadata(BEFORE_SECOND_FACTOR, true);
