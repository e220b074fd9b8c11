/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { palette, typeScale } from '@homeward/theme';
import { CLASSIFICATION_BUDGETS, formatAud, formatFactDate, isDueForReview, PROGRAM_FACTS } from '@homeward/domain';
import { Container } from '../../components/ui/Container.js';
import { mq } from '../../components/content/index.js';
import { BudgetsReviewNote } from '../../components/facts/OfficialChangeNotes.js';
import { useFactsDate } from '../../components/facts/use-facts-date.js';
import { TextLink } from '../../components/content/ButtonLink.js';
import { island } from '../../app/islands/island.js';
import { paths } from '../../app/paths.js';
import { ProviderCount } from './ProviderCount.js';
import type { ReactNode } from 'react';

// Counted by the API on each visit, never written into the prerendered page (app/islands).
const ProviderCountIsland = island('provider-count', ProviderCount, { inline: true });

const top = CLASSIFICATION_BUDGETS.classifications[CLASSIFICATION_BUDGETS.classifications.length - 1];

const STATS: ReadonlyArray<{ figure: ReactNode; label: string }> = [
  { figure: '1.4 million', label: 'older Australians the government expects to benefit by 2035' },
  {
    figure: formatAud(Math.floor(Number(top.annualBudget)), 0),
    label: `a year: the most for ongoing services (classification 8, from ${formatFactDate(CLASSIFICATION_BUDGETS.effectiveFrom)})`,
  },
  { figure: '3 months', label: 'the longest anyone should wait for services, the government’s target by July 2027' },
  { figure: <ProviderCountIsland />, label: 'providers in our directory' },
];

const styles = {
  band: css({ background: palette.primaryDark, color: '#ffffff', paddingBlock: 28 }),
  list: css({
    display: 'grid',
    gap: 20,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    gridTemplateColumns: 'minmax(0, 1fr)',
    [mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mq.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  }),
  figure: css({ display: 'block', fontSize: typeScale.h1.fontSize, fontWeight: 700, lineHeight: 1.1, marginBottom: 4 }),
  label: css({ display: 'block', fontSize: typeScale.ui.fontSize, lineHeight: 1.45, color: '#e6ebf2' }),
  sources: css({ margin: '20px 0 0', fontSize: typeScale.small.fontSize, color: '#e6ebf2', '& a': { color: '#ffffff' } }),
};

/** The budget figure past its review date, said in the band's colours; nothing before that date. */
function BudgetsNote() {
  const due = isDueForReview(CLASSIFICATION_BUDGETS, useFactsDate());
  if (!due) return null;
  return (
    <p css={styles.sources} data-testid="stats-budgets-note">
      The budget figure:
      <BudgetsReviewNote />
    </p>
  );
}

/** Four headline figures, each official figure with its source, and our directory's own count from the database. */
export function StatsStrip() {
  return (
    <section aria-labelledby="stats-title" css={styles.band}>
      <Container>
        <h2 id="stats-title" className="hw-visually-hidden">
          Support at Home in numbers
        </h2>
        <ul css={styles.list}>
          {STATS.map((s) => (
            <li key={s.label}>
              <span css={styles.figure}>{s.figure}</span>
              <span css={styles.label}>{s.label}</span>
            </li>
          ))}
        </ul>
        <p css={styles.sources}>
          Sources:{' '}
          <a href={PROGRAM_FACTS.beneficiaries.sourceUrl} rel="noopener">
            Minister for Aged Care media release
          </a>{' '}
          (early 2025);{' '}
          <a href={CLASSIFICATION_BUDGETS.sourceUrl} rel="noopener">
            Department of Health, Disability and Ageing funding classifications
          </a>{' '}
          (amounts from {formatFactDate(CLASSIFICATION_BUDGETS.asOf)});{' '}
          <a href={PROGRAM_FACTS.waitTarget.sourceUrl} rel="noopener">
            Senate Community Affairs Committee report
          </a>{' '}
          (2025). Providers: counted from our directory when you open this page (<TextLink to={paths.aboutOurData}>about our data</TextLink>).
        </p>
        {/* The budget figure's own note, in sentences of its own (not inside the list of sources). */}
        <BudgetsNote />
      </Container>
    </section>
  );
}
