/**
 * Statements as people paste and type them, for the checker's specs: the domain's rules, the public site's page
 * tests and the e2e walk read the same lines. A spec fixture: the domain's build leaves it out and nothing in the product imports it.
 */
import type { StatementLine } from './statement-checks.js';

/**
 * Graham (classification 6, self-funded), November 2026, as his provider's spreadsheet has it: two services,
 * care management, a package admin fee, a row the checker cannot read (no amount), and the statement's own total.
 */
export const GRAHAM_STATEMENT = [
  'Date\tService\tTime\tHours\tRate\tAmount\tClient contribution',
  '4/11/2026\tPersonal care\tWeekday\t4\t$92.00\t$368.00\t$0.00',
  '6/11/2026\tDomestic assistance\tWeekday\t6\t$84.00\t$504.00\t$403.20',
  '30/11/2026\tCare management\t\t\t\t$65.00\t$0.00',
  '30/11/2026\tPackage admin fee\t\t\t\t$30.00\t$0.00',
  '30/11/2026\tAdj. ref 7741 (see over)',
  'Total\t\t\t\t\t$967.00\t$403.20',
].join('\n');

/** One typed line, priced as it should be: 2 hours of domestic assistance on a weekday at $95, no contribution. */
export const statementLine = (over: Partial<StatementLine> = {}): StatementLine => ({
  date: '2026-11-03',
  serviceName: 'Domestic assistance',
  timeBand: 'standard',
  quantity: 2,
  unitPriceCents: 9500,
  amountCents: 19000,
  contributionCents: 0,
  ...over,
});
