import { SERVICE_LEVELS, type ServiceLevel } from '../shared/constants.js';

/**
 * The lead form's level of support for an ongoing classification (1 to 8): 'Level 4 - Medium support'. The
 * first eight service levels are the eight classifications in order. null for anything else, so the form
 * then starts unanswered rather than guessing.
 */
export function serviceLevelForClassification(level: number | null | undefined): ServiceLevel | null {
  if (level === null || level === undefined || !Number.isInteger(level) || level < 1 || level > 8) return null;
  return SERVICE_LEVELS[level - 1];
}
