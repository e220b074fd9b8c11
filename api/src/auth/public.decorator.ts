import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'homeward:isPublic';

/** Opts an /api/admin route out of the admin-session guard (login and logout only). */
export const Public = () => SetMetadata(IS_PUBLIC, true);
