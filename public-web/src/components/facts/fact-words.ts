import {
  CARRY_OVER_CAP,
  categoryChangeFor,
  formatAud,
  formatCents,
  formatFactDate,
  type IsoDate,
  LIFETIME_CONTRIBUTION_CAP,
  PRICE_CAPS,
} from '@homeward/domain';

/** Plain words for the official figures that changed in 2026; the figures come from libs/domain. */

const capAmount = (amount: string) => formatAud(Number(amount));

/** 'There is a lifetime cap: nobody pays more than $137,917.01 in contributions in total (from 20 March 2026).' */
export const LIFETIME_CAP_SENTENCE = `There is a lifetime cap: nobody pays more than ${capAmount(LIFETIME_CONTRIBUTION_CAP.amount)} in contributions in total (from ${formatFactDate(LIFETIME_CONTRIBUTION_CAP.asOf)}).`;

export const LIFETIME_CAP_INDEXED = `It goes up on ${LIFETIME_CONTRIBUTION_CAP.indexedOn.join(' and ')} each year.`;

/** The lower "no worse off" cap is reported only: said with that caveat, never as a fact. */
export const NO_WORSE_OFF_CAP_SENTENCE = `If the “no worse off” rule covers you, your cap is lower: ${capAmount(LIFETIME_CONTRIBUTION_CAP.noWorseOffAmount)} is reported, but we could not check it on a government page.`;

const personalCare = categoryChangeFor('Personal care');
if (!personalCare) throw new Error('libs/domain has no dated change for personal care');
export const PERSONAL_CARE_CHANGE = personalCare;

/** The personal care change in words for the date asked: 'will be' before 1 October 2026, 'is' from it. */
export function personalCareSentence(on: IsoDate): string {
  const from = formatFactDate(personalCare!.effectiveFrom);
  return on >= personalCare!.effectiveFrom
    ? `Since ${from}, personal care is a clinical support: nobody pays a contribution for it. It still comes out of your budget.`
    : `From ${from}, personal care will be a clinical support: nobody will pay a contribution for it. It will still come out of your budget.`;
}

export const PRICE_CAPS_SENTENCES = [
  'There is no price cap: each provider sets its own prices.',
  `Government price caps were planned for ${formatFactDate(PRICE_CAPS.originalStart)}. In May 2026 they were put off, with no new start date.`,
  'If a provider charges you too much, the Aged Care Quality and Safety Commission can order it to pay you back.',
  'The department now publishes a summary of prices across Australia every three months.',
] as const;

/** 'Up to $1,000 or 10% of your quarterly budget, whichever is more, carries over.' (CARRY_OVER_CAP) */
export const CARRY_OVER_HINT = `Up to ${formatCents(CARRY_OVER_CAP.minimumCents, 0)} or ${CARRY_OVER_CAP.shareOfBudget * 100}% of your quarterly budget, whichever is more, carries over.`;
