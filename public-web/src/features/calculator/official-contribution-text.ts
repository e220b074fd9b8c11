import {
  CONTRIBUTION_BASIS_LABELS,
  formatCents,
  formatFactDate,
  formatRateRange,
  type ContributionBasis,
  type OfficialContribution,
  LIFETIME_CONTRIBUTION_CAP,
} from '@homeward/domain';
import { LIFETIME_CAP_INDEXED, LIFETIME_CAP_SENTENCE } from '../../components/facts/fact-words.js';

/** Words for the official contribution; the figures come from officialContribution() in libs/domain. */

/** 'Official contribution (from 1 October 2026)': the date the rules in force on the date asked began. */
export function officialContributionLabel(o: OfficialContribution): string {
  return `Official contribution (from ${formatFactDate(o.rules.effectiveFrom)})`;
}

/** 'Independence: 5% of $2,600.00 = $130.00 a quarter', or with ranges '5% to 50% of $2,600.00 = $130.00 to $1,300.00 a quarter'. */
export function categoryLineText(c: OfficialContribution['byCategory'][number]): string {
  const amount = c.minCents === c.maxCents ? formatCents(c.minCents) : `${formatCents(c.minCents)} to ${formatCents(c.maxCents)}`;
  return `${c.category}: ${formatRateRange(c.rate)} of ${formatCents(c.costCents)} = ${amount} a quarter`;
}

/** One plain sentence on what the basis means for the figure. */
export const BASIS_NOTES: Record<ContributionBasis, string> = {
  'full-pensioner': 'Full pensioners pay the lowest rates.',
  'part-pensioner-or-cshc': 'Your exact rates depend on your income and assets. Services Australia works them out and sends them in a letter.',
  'self-funded': 'Self-funded retirees pay the highest rates.',
  'not-assessed':
    'Until Services Australia assesses your income and assets, any rate in this range may apply. People who do not share their details pay the highest rates.',
};

export const basisLabel = (basis: ContributionBasis) => CONTRIBUTION_BASIS_LABELS[basis];

/** For the printed summary, where the page's notes and links cannot go: the cap with its date and where to check it. */
export const LIFETIME_CAP_TEXT = `${LIFETIME_CAP_SENTENCE} ${LIFETIME_CAP_INDEXED} Check the current figure with Services Australia: ${LIFETIME_CONTRIBUTION_CAP.sourceUrl}.`;

/** The "no worse off" rule, after what the rates depend on. */
export function officialExplanation(): string {
  return 'These are the government\'s rates, which depend on your pension or card. If you were approved for a Home Care Package by 12 September 2024, you pay the same as before or less (the "no worse off" rule).';
}
