/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import {
  CALCULATOR,
  CARE_MANAGEMENT,
  CLASSIFICATION_BUDGETS,
  CONTRIBUTABLE_CATEGORIES,
  INCOME_CONTRIBUTION_BRACKETS,
  contributionRulesOn,
  PROGRAM_START,
  formatAud,
  formatFactDate,
  formatRate,
} from '@homeward/domain';
import { link, typo } from '../../../components/ui/tool-styles.js';
import { BudgetsReviewNote, PersonalCareLine, PriceCapsNote } from '../../../components/facts/OfficialChangeNotes.js';

/** The rules as the program began: the rates table as first published, and the department's contributions page. */
const FIRST_RULES = contributionRulesOn(PROGRAM_START);

const styles = {
  section: css({ marginTop: 48, maxWidth: '48rem' }),
  h3: css([typo.h3, { marginTop: 24, marginBottom: 8 }]),
  p: css([typo.body, { marginBottom: 12 }]),
};

const pct = (fraction: number) => `${Math.round(fraction * 1000) / 10}%`;

/** 'nothing up to $30,000 a year, 17.5% up to $50,000, ...' from the spec's brackets. */
export function contributionBracketsInWords(): string {
  const parts: string[] = [];
  let previous = 0;
  for (const b of INCOME_CONTRIBUTION_BRACKETS) {
    const rate = b.rate === 0 ? 'nothing' : pct(b.rate);
    parts.push(
      Number.isFinite(b.upToAnnualIncome)
        ? `${rate} up to ${formatAud(b.upToAnnualIncome, 0)}${parts.length === 0 ? ' a year' : ''}`
        : `${rate} above ${formatAud(previous, 0)}`,
    );
    previous = b.upToAnnualIncome;
  }
  return parts.join('; ');
}

/** Plain-words notes on where the figures come from and what they leave out. */
const official = {
  full: FIRST_RULES.rates['full-pensioner'],
  selfFunded: FIRST_RULES.rates['self-funded'],
};

export function HowWeWorkItOut() {
  const categories = CONTRIBUTABLE_CATEGORIES.join(' and ');
  return (
    <section aria-labelledby="how-we-work-it-out" css={styles.section}>
      <h2 id="how-we-work-it-out" css={[typo.h2, { marginBottom: 16 }]}>
        How do we work out these figures?
      </h2>
      <h3 css={styles.h3}>Budgets</h3>
      <p css={styles.p}>
        We use the budgets in effect from {formatFactDate(CLASSIFICATION_BUDGETS.asOf)}, published by the{' '}
        <a css={link} href={CLASSIFICATION_BUDGETS.sourceUrl} target="_blank" rel="noopener noreferrer">
          Department of Health, Disability and Ageing (opens in a new tab)
        </a>
        . Budgets usually go up each July.
        <BudgetsReviewNote /> A quarter is {CALCULATOR.weeksPerQuarter} weeks, so the quarterly cost is the weekly cost times {CALCULATOR.weeksPerQuarter}. A
        service every fortnight counts half its hours each week. Hours can be in halves, like 1.5: we never round them to whole hours.
      </p>
      <h3 css={styles.h3}>Care management</h3>
      <p css={styles.p}>
        {pct(CARE_MANAGEMENT.shareOfBudget)} of every budget goes to care management. This pays your provider to plan your care, check in with you and change
        services when you need it. So about {pct(1 - CARE_MANAGEMENT.shareOfBudget)} of the budget is left for services. The budget left that we show takes care
        management out first, then the cost of your services. The quote from providers and the printed summary show the same figure. Read{' '}
        <a css={link} href={CARE_MANAGEMENT.sourceUrl} target="_blank" rel="noopener noreferrer">
          how care management is funded (opens in a new tab)
        </a>
        .
      </p>
      <h3 css={styles.h3}>What you pay yourself</h3>
      <p css={styles.p}>
        If you answer step 3, we show the official contribution, with the rules in force today, a fortnight (as pensions are paid), a month and a quarter. It is
        a share of the price of each service. Clinical care has no contribution for anyone. Full pensioners pay {formatRate(official.full.Independence.min)} of
        the price of independence services, such as transport, and {formatRate(official.full['Everyday living'].min)} of everyday living services, such as
        cleaning. Self-funded retirees pay {formatRate(official.selfFunded.Independence.min)} and {formatRate(official.selfFunded['Everyday living'].min)}. Part
        pensioners and Commonwealth Seniors Health Card holders pay somewhere in between: enter the two rates from your Services Australia letter and we show
        your exact figure; without them we show the range. See the{' '}
        <a css={link} href={FIRST_RULES.sourceUrl} target="_blank" rel="noopener noreferrer">
          official contribution rates (opens in a new tab)
        </a>
        .
      </p>
      <p css={styles.p}>
        <PersonalCareLine />
      </p>
      <h3 css={styles.h3}>No letter yet: a rough estimate</h3>
      <p css={styles.p}>
        Only if you have not answered step 3 and you enter your weekly income, we multiply it by {CALCULATOR.weeksPerYear} to get a yearly income. Then we take
        a share of the cost of your {categories} services: {contributionBracketsInWords()}. Clinical care, such as nursing and physiotherapy, has no
        contribution. We count each service in its group on today&apos;s date, so from 1 October 2026 personal care is clinical care too. This is a rough guide,
        not the official rule.
      </p>
      <h3 css={styles.h3}>Prices</h3>
      <p css={typo.body}>Hourly prices are typical rates. Each provider sets and publishes its own prices, so ask a provider for theirs.</p>
      <PriceCapsNote />
    </section>
  );
}
