import { CLASSIFICATION_BUDGETS, type ClassificationDto } from '@homeward/domain';

/** The classifications in the API's shape, from the official facts: the home page shows them if the API cannot be reached. */
export const OFFICIAL_CLASSIFICATIONS: ClassificationDto[] = CLASSIFICATION_BUDGETS.classifications.map((c) => ({
  id: c.level,
  level: c.level,
  name: c.name,
  description: c.description,
  icon: c.icon,
  color: c.color,
  quarterlyBudget: c.quarterlyBudget,
}));
