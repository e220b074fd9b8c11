import { CALCULATOR, type ShortlistPlan } from '@homeward/domain';

/**
 * The calculator's plan (the classification and the hours, trips or meals a week), remembered in this browser so
 * the shortlist's comparison can price it. Never the income or anything about the person:
 * the same fields the shortlist's share link may carry.
 */
export const SAVED_PLAN_STORAGE_KEY = 'homeward.plan.v1';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** A plan worth keeping: a classification and at least one service with some hours; anything else is not read. */
export function cleanPlan(value: unknown): ShortlistPlan | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  if (typeof v.classification !== 'number' || !Number.isInteger(v.classification) || v.classification <= 0) return null;
  if (!v.services || typeof v.services !== 'object' || Array.isArray(v.services)) return null;
  const services: Record<string, number> = {};
  for (const [id, perWeek] of Object.entries(v.services as Record<string, unknown>)) {
    if (!/^\d{1,9}$/.test(id) || typeof perWeek !== 'number' || !Number.isFinite(perWeek) || perWeek < 0 || perWeek > CALCULATOR.maxHours) return null;
    if (perWeek > 0) services[id] = perWeek;
  }
  return Object.keys(services).length > 0 ? { classification: v.classification, services } : null;
}

export function readSavedPlan(): ShortlistPlan | null {
  try {
    const raw = storage()?.getItem(SAVED_PLAN_STORAGE_KEY);
    return raw ? cleanPlan(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

/** Keeps the plan (or forgets it, given null or a plan with nothing in it). */
export function savePlan(plan: ShortlistPlan | null): void {
  const store = storage();
  if (!store) return;
  const clean = cleanPlan(plan);
  try {
    if (clean) store.setItem(SAVED_PLAN_STORAGE_KEY, JSON.stringify(clean));
    else store.removeItem(SAVED_PLAN_STORAGE_KEY);
  } catch {
    // Storage full or refused: the comparison then shows standard prices, as without a plan.
  }
}
