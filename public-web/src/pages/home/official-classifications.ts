import { OFFICIAL_CLASSIFICATION_ROWS, type ClassificationDto } from '@homeward/domain';

/** The classifications in the API's shape, from the official facts: the home page shows them if the API cannot be reached. */
export const OFFICIAL_CLASSIFICATIONS: ClassificationDto[] = OFFICIAL_CLASSIFICATION_ROWS.map((row) => ({ id: row.level, ...row }));
