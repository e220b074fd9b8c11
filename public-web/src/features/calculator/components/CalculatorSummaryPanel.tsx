/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { formatAud, type BudgetLeft } from '@homeward/domain';
import { LeadDialogStatusText, prefetchProps, type LeadDialogs } from '../../leads/index.js';
import { Button } from '../../../components/ui/Button.js';
import { mq, surface, typo } from '../../../components/ui/tool-styles.js';
import { budgetLeftText } from '../summary-words.js';
import { BudgetSummary } from './BudgetSummary.js';
import type { CalculatorState } from '../hooks/use-calculator.js';

/** The live region's words for the one budget figure. */
function budgetLeftSentence(left: BudgetLeft): string {
  const words = budgetLeftText(left);
  return `${words.label} ${words.amount}.`;
}

const styles = {
  summary: css([surface, { padding: 20, [mq.sm]: { padding: 24 }, [mq.md]: { position: 'sticky', top: 16 } }]),
  hint: css([typo.small, typo.muted, { marginTop: 8 }]),
};

/** The plan's summary beside the steps: the budget figures, the button that asks a provider to call, and what a screen reader hears change. */
export function CalculatorSummaryPanel({
  calc,
  updating,
  lead,
}: {
  calc: CalculatorState;
  /** The summary's "updating" state, a frame behind the key presses. */
  updating: boolean;
  lead: LeadDialogs;
}) {
  return (
    <aside aria-labelledby="budget-summary-heading" css={styles.summary}>
      <BudgetSummary
        classification={calc.classification}
        result={calc.result}
        hasServices={calc.hasServices}
        updating={updating}
        official={calc.official}
        quarter={calc.quarter}
        left={calc.left}
        pay={calc.pay}
      />
      <div css={{ marginTop: 24 }}>
        <Button
          size="large"
          fullWidth
          disabled={!calc.hasServices}
          onClick={lead.request}
          {...prefetchProps(lead.prefetch)}
          aria-describedby={calc.hasServices ? undefined : 'contact-me-hint'}
        >
          Have a Provider Contact Me
        </Button>
        {!calc.hasServices && (
          <p id="contact-me-hint" css={styles.hint}>
            Add hours to at least one service first.
          </p>
        )}
        <LeadDialogStatusText status={lead.status} css={{ marginTop: 8 }} />
      </div>
      <div aria-live="polite" className="hw-visually-hidden">
        {calc.result && calc.left ? `Quarterly cost ${formatAud(calc.result.totalQuarterlyCost)}. ${budgetLeftSentence(calc.left)}` : ''}
      </div>
    </aside>
  );
}
