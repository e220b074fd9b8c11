/** @jsxImportSource @emotion/react */
import { useMemo } from 'react';
import { selectedServiceList, type QuarterBudget, type ServiceDto, type ServiceHours } from '@homeward/domain';
import { useDebouncedValue } from '@homeward/theme';
import { typo } from '../../../components/ui/tool-styles.js';
import { LazyPlanQuotes } from '../../prices/index.js';
import { RECALCULATE_DELAY_MS } from '../hooks/use-calculator.js';

export interface PriceAtProvidersProps {
  headingId: string;
  selection: ServiceHours;
  services: ServiceDto[] | undefined;
  classificationId: number | null;
  /** The quarter the summary measures against (interim funding, carry-over): the quote's budget figure uses it too. */
  quarter: QuarterBudget | null;
  near: string;
  onNearChange(near: string): void;
}

/**
 * "Price this plan at providers near you". The quote list (and its near field) loads once the plan has a
 * service, so the calculator's first load stays the same.
 */
export function PriceAtProviders({ headingId, selection, services, classificationId, quarter, near, onNearChange }: PriceAtProvidersProps) {
  const known = useMemo(() => (services ? new Set(services.map((s) => s.id)) : null), [services]);
  const plan = useMemo(
    () => (known ? selectedServiceList(selection, known).map((s) => ({ serviceId: s.serviceId, perWeek: s.hoursPerWeek })) : []),
    [selection, known],
  );
  // Typing in the quantities pauses before providers are asked again, as the calculation does.
  const settledPlan = useDebouncedValue(plan, RECALCULATE_DELAY_MS);
  return (
    <>
      <h2 id={headingId} css={[typo.h2, { marginBottom: 8 }]}>
        5. What would it cost at providers near you?
      </h2>
      <p css={[typo.body, { marginBottom: 16, maxWidth: '44rem' }]}>
        Prices above are typical prices. Each provider sets its own prices and must publish them. Type your postcode or suburb to see what this plan would cost
        at providers near you, at their published prices.
      </p>
      {plan.length === 0 || !services ? (
        <p css={[typo.body, typo.muted]}>Add at least one service first (step 2).</p>
      ) : (
        <LazyPlanQuotes plan={settledPlan} classificationId={classificationId} quarter={quarter} services={services} near={near} onNearChange={onNearChange} />
      )}
    </>
  );
}
