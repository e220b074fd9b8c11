/** @jsxImportSource @emotion/react */
import { Suspense, useDeferredValue, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { css } from '@emotion/react';
import { useLeadDialogs, useVisitSessionId } from '../leads/index.js';
import { PageMeta } from '../../components/seo/PageMeta.js';
import { Container } from '../../components/ui/Container.js';
import { mq, pageBody } from '../../components/ui/tool-styles.js';
import { paths } from '../../app/paths.js';
import { useCalculator } from './hooks/use-calculator.js';
import { useShareCalculation } from './hooks/use-share-calculation.js';
import { CalculatorHeader } from './components/CalculatorHeader.js';
import { CalculatorPlanSteps } from './components/CalculatorPlanSteps.js';
import { CalculatorPrintStyles } from './components/CalculatorPrintStyles.js';
import { CalculatorSummaryPanel } from './components/CalculatorSummaryPanel.js';
import { HowWeWorkItOutSection } from './components/HowWeWorkItOutSection.hydrate-later.js';
import { NextStepsBanner } from './components/NextStepsBanner.js';
import { PriceAtProviders } from './components/PriceAtProviders.js';
import { FairPriceSection } from './components/FairPriceSection.js';
import { LazyMobileSummaryBar, LazyPrintSummary, preloadResults } from './components/lazy-results.js';

const styles = {
  layout: css({
    display: 'grid',
    gap: 32,
    gridTemplateColumns: 'minmax(0, 1fr)',
    alignItems: 'start',
    [mq.md]: { gap: 40, gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' },
  }),
  step: css({ marginBottom: 40 }),
};

export default function CalculatorPage() {
  const sessionId = useVisitSessionId();
  const calc = useCalculator(sessionId);
  const share = useShareCalculation();
  const lead = useLeadDialogs();
  // The place priced at (step 5) lives in the address, so a shared link carries it.
  const [searchParams, setSearchParams] = useSearchParams();
  const near = searchParams.get('near') ?? '';
  const setNear = (place: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (place) next.set('near', place);
        else next.delete('near');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  // The results chunk loads as soon as a plan is started, so the figures are there when the server answers.
  const started = calc.classificationId !== null || calc.hasServices;
  useEffect(() => {
    if (started) void preloadResults();
  }, [started]);
  const onShare = () => {
    if (calc.classificationId === null) return;
    // Only the services chosen: a frequency set on a service at 0 is not part of the plan.
    const fortnightly = Object.keys(calc.frequencies)
      .map(Number)
      .filter((id) => calc.selection[id] !== undefined);
    void share(
      {
        classification: calc.classificationId,
        services: { ...calc.selection },
        coPaymentIncome: calc.income,
        result: calc.serverResult,
        ...(calc.contributionBasis ? { contributionBasis: calc.contributionBasis } : {}),
        ...(calc.interim ? { interim: true } : {}),
        ...(calc.quarter && calc.quarter.carryOverEnteredCents > 0 ? { carryOver: calc.quarter.carryOverEnteredCents / 100 } : {}),
        ...(fortnightly.length > 0 ? { fortnightly } : {}),
        ...(calc.letterRates ? { letterRates: calc.letterRates } : {}),
      },
      near,
    );
  };
  const LeadDialog = lead.dialogs?.CalculatorLeadDialog;
  // What a key press need not wait for: the prices at providers and the summary's "updating"
  // state follow the hours a frame later, the summaries are memoised (their other inputs change only when the
  // server answers), and the sections that never change with the plan are the same elements on every render.
  const plannedSelection = useDeferredValue(calc.selection);
  const summaryUpdating = useDeferredValue(calc.updating);
  const units = useMemo(() => new Map((calc.services.data ?? []).map((s) => [s.id, s.unit])), [calc.services.data]);
  const unchangingSections = useMemo(
    () => (
      <>
        <section aria-labelledby="fair-price" css={styles.step}>
          <FairPriceSection headingId="fair-price" />
        </section>
        <HowWeWorkItOutSection />
        <NextStepsBanner />
      </>
    ),
    [],
  );

  return (
    <main id="main-content">
      <PageMeta
        title="Support at Home funding calculator"
        description="Work out how far a Support at Home budget goes: choose a classification, add services and hours, and see the weekly and quarterly cost, what is left, an estimated contribution and the official contribution rates."
        path={paths.calculator}
      />
      <CalculatorPrintStyles />
      <Container className="hw-no-print">
        <div css={pageBody}>
          <CalculatorHeader hasResult={calc.result !== null} onShare={onShare} onPrint={() => window.print()} />
          <div css={styles.layout}>
            <div>
              <CalculatorPlanSteps calc={calc} />
              {calc.result && (
                <Suspense fallback={null}>
                  <LazyMobileSummaryBar result={calc.result} left={calc.left} pay={calc.pay} />
                </Suspense>
              )}
            </div>
            <CalculatorSummaryPanel calc={calc} updating={summaryUpdating} lead={lead} />
          </div>
          <section aria-labelledby="step-providers" css={styles.step}>
            <PriceAtProviders
              headingId="step-providers"
              selection={plannedSelection}
              services={calc.services.data}
              classificationId={calc.classificationId}
              quarter={calc.quarter}
              near={near}
              onNearChange={setNear}
            />
          </section>
          {unchangingSections}
        </div>
      </Container>
      {calc.result && (
        <Suspense fallback={null}>
          <LazyPrintSummary
            classification={calc.classification}
            result={calc.result}
            lines={calc.lines}
            income={calc.income}
            official={calc.official}
            quarter={calc.quarter}
            units={units}
            left={calc.left}
            pay={calc.pay}
            frequencies={calc.frequencies}
          />
        </Suspense>
      )}
      {LeadDialog && (
        <LeadDialog
          open={lead.open}
          onClose={lead.close}
          sessionId={sessionId}
          selection={calc.selection}
          services={calc.services.data ?? []}
          totals={calc.result ?? calc.localTotals}
          classificationLevel={calc.classification?.level ?? null}
        />
      )}
    </main>
  );
}
