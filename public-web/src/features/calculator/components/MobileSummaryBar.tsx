/** @jsxImportSource @emotion/react */
import { memo, useEffect, useRef } from 'react';
import { css } from '@emotion/react';
import { palette, typeScale } from '@homeward/theme';
import { usageLevel, type BudgetLeft, type CalculationBreakdown, type WhatYouPay } from '@homeward/domain';
import { INCOME_ESTIMATE_LABEL, payText } from '../pay-words.js';
import { budgetLeftText } from '../summary-words.js';
import { link, mq } from '../../../components/ui/tool-styles.js';

/** True when the browser shows the focus (keyboard focus, or any text field); a browser that cannot tell says true. */
function focusVisible(element: HTMLElement): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/** Room kept between a focused field and the bar. */
const FOCUS_CLEARANCE_PX = 16;

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
 * On phones the full summary sits below the long list of services, so the two answers ride along at the bottom
 * of the screen while the pickers are in view, with the summary's own labels and figures: the budget left after
 * care management, and what you pay yourself a fortnight. A field given focus (by Tab, or by a tap) is scrolled
 * clear of the bar, which would otherwise cover it. Not announced: the full summary has a live region.
 */
export const MobileSummaryBar = memo(function MobileSummaryBar({
  result,
  left,
  pay = null,
}: {
  result: CalculationBreakdown | null;
  left: BudgetLeft | null;
  pay?: WhatYouPay | null;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = result !== null && left !== null;
  useEffect(() => {
    if (!shown) return undefined;
    const clear = (event: FocusEvent) => {
      const bar = ref.current;
      const target = event.target;
      // Hidden from 900px (display: none): a bar with no box covers nothing. Only focus the person cannot see land
      // (the keyboard, or a text field): a button pressed is in view already, and scrolling under a press loses it.
      if (!bar || !(target instanceof HTMLElement) || bar.getClientRects().length === 0 || bar.contains(target)) return;
      if (!focusVisible(target)) return;
      const covered = target.getBoundingClientRect().bottom + FOCUS_CLEARANCE_PX - bar.getBoundingClientRect().top;
      if (covered > 0) window.scrollBy({ top: covered, behavior: 'instant' });
    };
    document.addEventListener('focusin', clear);
    return () => document.removeEventListener('focusin', clear);
  }, [shown]);
  if (!result || !left) return null;
  const words = budgetLeftText(left);
  const alert = usageLevel(result.budgetUsagePercentage) === 'alert';
  return (
    <div ref={ref} aria-hidden="true" css={[styles.bar, alert && styles.alert]} data-testid="mobile-summary-bar">
      <div>
        <span css={styles.label}>{words.label}</span>
        <strong css={words.over ? styles.over : undefined} data-testid="bar-budget-left">
          {words.amount}
        </strong>
      </div>
      {pay && (
        <div>
          <span css={styles.label}>{pay.source === 'income-estimate' ? `You pay yourself: ${INCOME_ESTIMATE_LABEL.toLowerCase()}` : 'You pay yourself'}</span>
          <strong data-testid="bar-pay">{payText(pay, 'fortnight')}</strong>
        </div>
      )}
      <a href="#budget-summary-heading" tabIndex={-1} css={styles.link}>
        See summary
      </a>
    </div>
  );
});
