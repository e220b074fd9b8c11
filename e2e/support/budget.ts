import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface FirstLoadBudget {
  kind: 'guidance' | 'tool';
  target: number;
}

/**
 * A route's first-load JavaScript budget as the build wrote it (public-web/src/app/first-load-budget.ts, copied
 * into prerender-manifest.json): e2e tests the product as built, without importing the app's source. A path
 * that is not a route (the not-found page) is a reading page.
 */
export function firstLoadBudgetFor(routePath: string): FirstLoadBudget {
  const manifestFile = path.join(__dirname, '../../public-web/dist/prerender-manifest.json');
  const budgets = (JSON.parse(readFileSync(manifestFile, 'utf8')) as { firstLoadJsBudget: Record<string, FirstLoadBudget> }).firstLoadJsBudget;
  const guidance = Object.values(budgets).find((b) => b.kind === 'guidance');
  const budget = budgets[routePath] ?? guidance;
  if (!budget) throw new Error(`no first-load budget for ${routePath} in ${manifestFile}`);
  return budget;
}
