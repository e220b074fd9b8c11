import { CLASSIFICATION_BUDGETS } from './facts.js';
import type { ClassificationDto } from './calculator-api-types.js';

/**
 * The classifications as the API keeps and serves them (a classifications row less its id), from the official
 * facts: what the seed stores and what the home page shows when the API cannot be reached.
 */
export const OFFICIAL_CLASSIFICATION_ROWS: ReadonlyArray<Omit<ClassificationDto, 'id'>> = CLASSIFICATION_BUDGETS.classifications.map(
  ({ level, name, description, icon, color, quarterlyBudget }) => ({ level, name, description, icon, color, quarterlyBudget }),
);
