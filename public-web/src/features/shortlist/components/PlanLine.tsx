/** @jsxImportSource @emotion/react */
import { Link } from 'react-router';
import { formatAud, type ComparePlanSummary, type ShortlistPlan } from '@homeward/domain';
import { Button } from '../../../components/ui/Button.js';
import { link, typo } from '../../../components/ui/tool-styles.js';
import { paths } from '../../../app/paths.js';

export interface PlanLineProps {
  /** The plan the comparison is priced for (null: standard prices). */
  plan: ShortlistPlan | null;
  /** The plan this browser (or the shared link) holds, used or not. */
  available: ShortlistPlan | null;
  /** The API's summary of the plan, once it has answered. */
  summary: ComparePlanSummary | null;
  onUsePlan(use: boolean): void;
}

const serviceCount = (plan: ShortlistPlan) => Object.values(plan.services).filter((n) => n > 0).length;

/** Which prices the comparison shows, answer first, and the switch between the plan and standard prices. */
export function PlanLine({ plan, available, summary, onUsePlan }: PlanLineProps) {
  if (plan) {
    const n = serviceCount(plan);
    return (
      <div css={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
        <p css={typo.body} data-testid="compare-plan">
          <strong>Priced for your plan from the calculator</strong>: {n === 1 ? '1 service' : `${n} services`}
          {summary?.quarterlyBudget != null && `, with a budget of ${formatAud(summary.quarterlyBudget)} a quarter`}.
        </p>
        <Button variant="text" onClick={() => onUsePlan(false)}>
          Show standard prices instead
        </Button>
      </div>
    );
  }
  if (available) {
    return (
      <div css={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
        <p css={typo.body} data-testid="compare-plan">
          Showing each provider&apos;s standard weekday prices.
        </p>
        <Button variant="text" onClick={() => onUsePlan(true)}>
          Price my plan from the calculator instead
        </Button>
      </div>
    );
  }
  return (
    <p css={typo.body} data-testid="compare-plan">
      Showing each provider&apos;s standard weekday prices. To see what your plan would cost with each of them, make a plan in the{' '}
      <Link to={paths.calculator} css={link}>
        calculator
      </Link>{' '}
      first.
    </p>
  );
}
