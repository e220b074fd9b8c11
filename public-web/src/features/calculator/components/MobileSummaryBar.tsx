/** @jsxImportSource @emotion/react */
import { memo } from 'react';
import { css } from '@emotion/react';
import { palette, typeScale } from '@homeward/theme';
import { formatAud, usageLevel, type CalculationBreakdown, type OfficialContribution } from '@homeward/domain';
import { officialAmountText } from '../official-contribution-text.js';
import { link, mq } from '../../../components/ui/tool-styles.js';

const styles = {
  bar: css({
    display: 'flex',
    position: 'sticky',
    bottom: 0,
    zIndex: 2,
    marginInline: -16,
    padding: '8px 16px',
    gap: 16,
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    background: palette.paper,
    borderTop: `3px solid ${palette.primary}`,
    boxShadow: '0 -4px 12px rgba(0,0,0,0.12)',
    fontSize: typeScale.small.fontSize,
    [mq.sm]: { marginInline: -24 },
    [mq.md]: { display: 'none' },
  }),
  alert: css({ borderTopColor: palette.error }),
  label: css({ display: 'block', color: palette.textSecondary, fontSize: typeScale.fine.fontSize }),
  over: css({ color: palette.error }),
  link: css([link, { minHeight: 44, display: 'inline-flex', alignItems: 'center' }]),
};

/**
 * On phones the full summary sits below the long list of services, so the key figures ride along at the
 * bottom of the screen while the pickers are in view, with the summary's own labels, and what you pay yourself
 * when the official contribution is known (the summary's leading answer). Not announced: the full summary has
 * a live region.
 */
export const MobileSummaryBar = memo(function MobileSummaryBar({
  result,
  official = null,
}: {
  result: CalculationBreakdown | null;
  official?: OfficialContribution | null;
}) {
  if (!result) return null;
  const over = result.remainingBudget < 0;
  const alert = usageLevel(result.budgetUsagePercentage) === 'alert';
  return (
    <div aria-hidden="true" css={[styles.bar, alert && styles.alert]} data-testid="mobile-summary-bar">
      <div>
        <span css={styles.label}>Quarterly cost</span>
        <strong>{formatAud(result.totalQuarterlyCost)}</strong>
      </div>
      <div>
        <span css={styles.label}>{over ? 'Over budget by' : 'Remaining budget'}</span>
        <strong css={over ? styles.over : undefined}>{formatAud(Math.abs(result.remainingBudget))}</strong>
      </div>
      {official && (
        <div>
          <span css={styles.label}>You pay yourself</span>
          <strong>{officialAmountText(official)}</strong>
        </div>
      )}
      <a href="#budget-summary-heading" tabIndex={-1} css={styles.link}>
        See summary
      </a>
    </div>
  );
});
