/** @jsxImportSource @emotion/react */
import { Suspense, useCallback, useDeferredValue, useEffect, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { css } from '@emotion/react';
import { CALCULATOR, CLASSIFICATION_BUDGETS, formatAud, TYPICAL_PRICES_SOURCE, type BudgetLeft } from '@homeward/domain';
import { SourceNote } from '../../components/content/SourceNote.js';
import { LeadDialogStatusText, prefetchProps, useLeadDialogs, useVisitSessionId } from '../leads/index.js';
import { PageMeta } from '../../components/seo/PageMeta.js';
import { Container } from '../../components/ui/Container.js';
import { Button } from '../../components/ui/Button.js';
import { link, mq, pageBody, surface, typo } from '../../components/ui/tool-styles.js';
import { paths } from '../../app/paths.js';
import { useCalculator } from './hooks/use-calculator.js';
import { useShareCalculation } from './hooks/use-share-calculation.js';
import { CalculatorStep } from './components/CalculatorStep.js';
import { BudgetSummary } from './components/BudgetSummary.js';
import { CalculatorHeader } from './components/CalculatorHeader.js';
import { CalculatorPrintStyles } from './components/CalculatorPrintStyles.js';
import { ClassificationPicker } from './components/ClassificationPicker.js';
import { ContributionBasisField } from './components/ContributionBasisField.js';
import { HowWeWorkItOutSection } from './components/HowWeWorkItOutSection.hydrate-later.js';
import { IncomeField } from './components/IncomeField.js';
import { NextStepsBanner } from './components/NextStepsBanner.js';
import { ServiceHoursPicker } from './components/ServiceHoursPicker.js';
import { PriceAtProviders } from './components/PriceAtProviders.js';
import { FairPriceSection } from './components/FairPriceSection.js';
import { QuarterOptions } from './components/QuarterOptions.js';
import { LazyLetterRatesFields, LazyMobileSummaryBar, LazyPrintSummary, preloadResults } from './components/lazy-results.js';
import { budgetLeftText } from './summary-words.js';

/** The live region's words for the one budget figure. */
function budgetLeftSentence(left: BudgetLeft): string {
  const words = budgetLeftText(left);
  return `${words.label} ${words.amount}.`;
}

const styles = {
  layout: css({
    display: 'grid',
    gap: 32,
    gridTemplateColumns: 'minmax(0, 1fr)',
    alignItems: 'start',
    [mq.md]: { gap: 40, gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' },
  }),
  step: css({ marginBottom: 40 }),
  summary: css([surface, { padding: 20, [mq.sm]: { padding: 24 }, [mq.md]: { position: 'sticky', top: 16 } }]),
  hint: css([typo.small, typo.muted, { marginTop: 8 }]),
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

  const { setLetterRateText } = calc;
  const setIndependenceRate = useCallback((text: string) => setLetterRateText('independence', text), [setLetterRateText]);
  const setEverydayLivingRate = useCallback((text: string) => setLetterRateText('everydayLiving', text), [setLetterRateText]);
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
  // What a key press need not wait for (docs/decisions/043): the prices at providers and the summary's "updating"
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
              <CalculatorStep
                id="step-classification"
                title="1. What is your classification?"
                intro={
                  <>
                    Your classification is the funding level My Aged Care gives you after your assessment. It is on your letter, and it sets your budget for
                    each quarter (3 months). Not sure?{' '}
                    <Link to={paths.assessmentMaximizer} css={link}>
                      Estimate your classification with our assessment tool
                    </Link>
                    .
                  </>
                }
              >
                <ClassificationPicker
                  labelledBy="step-classification"
                  classifications={calc.classifications.data}
                  isLoading={calc.classifications.isPending}
                  isError={calc.classifications.isError}
                  value={calc.classificationId}
                  onChange={calc.setClassificationId}
                />
                <SourceNote {...CLASSIFICATION_BUDGETS} prefix="Budgets from" />
                <QuarterOptions
                  interim={calc.interim}
                  onInterimChange={calc.setInterim}
                  carryOverText={calc.carryOverText}
                  onCarryOverChange={calc.setCarryOverText}
                  quarter={calc.quarter}
                />
              </CalculatorStep>
              <CalculatorStep
                id="step-services"
                title="2. Which services do you want?"
                introGap={24}
                intro={
                  <>
                    Enter how much of each service you want, from {CALCULATOR.minHours} to {CALCULATOR.maxHours}, every week or every fortnight: hours for most
                    services (half hours are fine, like 1.5), trips for transport and meals for meal delivery. Leave the others at 0.
                  </>
                }
              >
                <ServiceHoursPicker
                  services={calc.services.data}
                  isLoading={calc.services.isPending}
                  isError={calc.services.isError}
                  selection={calc.selection}
                  onHoursChange={calc.setHours}
                  frequencies={calc.frequencies}
                  onFrequencyChange={calc.setFrequency}
                />
                <SourceNote {...TYPICAL_PRICES_SOURCE} prefix="Typical prices from" />
              </CalculatorStep>
              <CalculatorStep
                id="step-basis"
                title="3. How are you assessed for fees?"
                intro={
                  <>
                    Services Australia sets what you pay towards your services (your contribution) from your pension or card and your income and assets. It
                    tells you in a letter. Choose the one that fits you to see what you would pay a fortnight.
                  </>
                }
              >
                <ContributionBasisField labelledBy="step-basis" value={calc.contributionBasis} onChange={calc.setContributionBasis} />
                {calc.contributionBasis === 'part-pensioner-or-cshc' && (
                  <Suspense fallback={null}>
                    <div css={{ marginTop: 16 }}>
                      <LazyLetterRatesFields
                        idPrefix="calculator"
                        independence={calc.letterRateTexts.independence}
                        everydayLiving={calc.letterRateTexts.everydayLiving}
                        onIndependenceChange={setIndependenceRate}
                        onEverydayLivingChange={setEverydayLivingRate}
                        errors={calc.letterRateErrors}
                        withoutThem="If not, we show the full range your rates can fall in."
                      />
                    </div>
                  </Suspense>
                )}
              </CalculatorStep>
              <CalculatorStep
                id="step-income"
                title="4. No letter yet? A rough estimate from your income"
                intro={
                  <>
                    Only if you do not know how you are assessed (step 3). We use your weekly income for a rough estimate of your contribution. Once you answer
                    step 3, its official figure replaces this estimate.
                  </>
                }
              >
                <IncomeField value={calc.incomeText} onChange={calc.setIncomeText} />
              </CalculatorStep>
              {calc.result && (
                <Suspense fallback={null}>
                  <LazyMobileSummaryBar result={calc.result} left={calc.left} pay={calc.pay} />
                </Suspense>
              )}
            </div>
            <aside aria-labelledby="budget-summary-heading" css={styles.summary}>
              <BudgetSummary
                classification={calc.classification}
                result={calc.result}
                hasServices={calc.hasServices}
                updating={summaryUpdating}
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
