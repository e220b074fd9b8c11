/** @jsxImportSource @emotion/react */
import { Suspense, useCallback } from 'react';
import { Link } from 'react-router';
import { CALCULATOR, CLASSIFICATION_BUDGETS, TYPICAL_PRICES_SOURCE } from '@homeward/domain';
import { SourceNote } from '../../../components/content/SourceNote.js';
import { link } from '../../../components/ui/tool-styles.js';
import { paths } from '../../../app/paths.js';
import { CalculatorStep } from './CalculatorStep.js';
import { ClassificationPicker } from './ClassificationPicker.js';
import { ContributionBasisField } from './ContributionBasisField.js';
import { IncomeField } from './IncomeField.js';
import { QuarterOptions } from './QuarterOptions.js';
import { ServiceHoursPicker } from './ServiceHoursPicker.js';
import { LazyLetterRatesFields } from './lazy-results.js';
import type { CalculatorState } from '../hooks/use-calculator.js';

/** Steps 1 to 4 of the calculator: the plan's classification, services and hours, and how its fees are worked out. */
export function CalculatorPlanSteps({ calc }: { calc: CalculatorState }) {
  const { setLetterRateText } = calc;
  const setIndependenceRate = useCallback((text: string) => setLetterRateText('independence', text), [setLetterRateText]);
  const setEverydayLivingRate = useCallback((text: string) => setLetterRateText('everydayLiving', text), [setLetterRateText]);
  return (
    <>
      <CalculatorStep
        id="step-classification"
        title="1. What is your classification?"
        intro={
          <>
            Your classification is the funding level My Aged Care gives you after your assessment. It is on your letter, and it sets your budget for each
            quarter (3 months). Not sure?{' '}
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
            Enter how much of each service you want, from {CALCULATOR.minHours} to {CALCULATOR.maxHours}, every week or every fortnight: hours for most services
            (half hours are fine, like 1.5), trips for transport and meals for meal delivery. Leave the others at 0.
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
            Services Australia sets what you pay towards your services (your contribution) from your pension or card and your income and assets. It tells you in
            a letter. Choose the one that fits you to see what you would pay a fortnight.
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
            Only if you do not know how you are assessed (step 3). We use your weekly income for a rough estimate of your contribution. Once you answer step 3,
            its official figure replaces this estimate.
          </>
        }
      >
        <IncomeField value={calc.incomeText} onChange={calc.setIncomeText} />
      </CalculatorStep>
    </>
  );
}
