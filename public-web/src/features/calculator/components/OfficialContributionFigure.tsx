/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { palette, typeScale } from '@homeward/theme';
import { OFFICIAL_CONTRIBUTION_RATES, formatFactDate, type OfficialContribution } from '@homeward/domain';
import { link } from '../../../components/ui/tool-styles.js';
import {
  BASIS_NOTES,
  LIFETIME_CAP_TEXT,
  officialExplanation,
  OFFICIAL_CONTRIBUTION_LABEL,
  basisLabel,
  categoryLineText,
  officialAmountText,
} from '../official-contribution-text.js';

const styles = {
  label: css({ fontSize: typeScale.small.fontSize, color: palette.textSecondary }),
  amount: css({ margin: 0, fontWeight: 700, lineHeight: 1.3 }),
  small: css({ margin: 0, fontSize: typeScale.caption.fontSize, color: palette.textSecondary }),
  list: css({ paddingLeft: 20, margin: '8px 0', fontSize: typeScale.caption.fontSize, '& li': { marginBottom: 4 } }),
};

/** The official contribution in the budget summary: the figure, how it splits by category, and where it comes from. */
export function OfficialContributionFigure({ official, hasIncomeEstimate }: { official: OfficialContribution; hasIncomeEstimate: boolean }) {
  return (
    <div css={{ paddingTop: 10 }} data-testid="official-contribution">
      <dt css={styles.label}>{OFFICIAL_CONTRIBUTION_LABEL}</dt>
      <dd css={styles.amount} style={{ fontSize: official.isExact ? typeScale.figure.fontSize : typeScale.h4.fontSize }}>
        {officialAmountText(official)}
      </dd>
      <dd css={[styles.small, { color: palette.text, marginTop: 4 }]}>
        {basisLabel(official.basis)}. {BASIS_NOTES[official.basis]}
      </dd>
      <dd css={{ margin: 0 }}>
        <ul aria-label="Official contribution by type of service" css={styles.list}>
          {official.byCategory.map((c) => (
            <li key={c.category}>{categoryLineText(c)}</li>
          ))}
        </ul>
      </dd>
      <dd css={[styles.small, { marginBottom: 6 }]}>{officialExplanation(hasIncomeEstimate)}</dd>
      <dd css={[styles.small, { marginBottom: 6 }]}>{LIFETIME_CAP_TEXT}</dd>
      <dd css={styles.small}>
        Rates from {formatFactDate(OFFICIAL_CONTRIBUTION_RATES.effectiveFrom)}:{' '}
        <a href={OFFICIAL_CONTRIBUTION_RATES.sourceUrl} target="_blank" rel="noopener noreferrer" css={link}>
          official contribution rates (opens in a new tab)
        </a>
        .
      </dd>
    </div>
  );
}
