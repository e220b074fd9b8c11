import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatAud } from '@homeward/domain';
import { CalculatorLeadDialog, useVisitSessionId } from '../leads/index.js';
import { PageMeta } from '../../components/seo/PageMeta.js';
import { paths } from '../../app/paths.js';
import { useCalculator } from './hooks/use-calculator.js';
import { useShareCalculation } from './hooks/use-share-calculation.js';
import { BudgetSummary } from './components/BudgetSummary.js';
import { CalculatorHeader } from './components/CalculatorHeader.js';
import { CalculatorPrintStyles } from './components/CalculatorPrintStyles.js';
import { ClassificationPicker } from './components/ClassificationPicker.js';
import { ContributionBasisField } from './components/ContributionBasisField.js';
import { HowWeWorkItOut } from './components/HowWeWorkItOut.js';
import { IncomeField } from './components/IncomeField.js';
import { MobileSummaryBar } from './components/MobileSummaryBar.js';
import { NextStepsBanner } from './components/NextStepsBanner.js';
import { PrintSummary } from './components/PrintSummary.js';
import { ServiceHoursPicker } from './components/ServiceHoursPicker.js';

const stepSx = { mb: 5 } as const;


export default function CalculatorPage() {
  const sessionId = useVisitSessionId();
  const calc = useCalculator(sessionId);
  const share = useShareCalculation();
  const [leadOpen, setLeadOpen] = useState(false);

  const onShare = () => {
    if (calc.classificationId === null) return;
    void share({
      classification: calc.classificationId,
      services: { ...calc.selection },
      coPaymentIncome: calc.income,
      result: calc.result,
      ...(calc.contributionBasis ? { contributionBasis: calc.contributionBasis } : {}),
    });
  };

  return (
    <main id="main-content">
      <PageMeta
        title="Support at Home funding calculator"
        description="Work out how far a Support at Home budget goes: choose a classification, add services and hours, and see the weekly and quarterly cost, what is left, an estimated contribution and the official contribution rates."
        path={paths.calculator}
      />
      <CalculatorPrintStyles />
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 }, px: { xs: 2, sm: 3 } }} className="hw-no-print">
        <CalculatorHeader hasResult={calc.result !== null} onShare={onShare} onPrint={() => window.print()} />
        <Box sx={{ display: 'grid', gap: { xs: 4, md: 5 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
          <Box>
            <Box component="section" aria-labelledby="step-classification" sx={stepSx}>
              <Typography variant="h2" id="step-classification" sx={{ mb: 1 }}>
                1. What is your classification?
              </Typography>
              <Typography sx={{ mb: 2 }}>
                Your classification is the funding level My Aged Care gives you after your assessment. It is on your
                letter, and it sets your budget for each quarter (3 months). Not sure?{' '}
                <Link component={RouterLink} to={paths.assessmentMaximizer}>Estimate your classification with our assessment tool</Link>.
              </Typography>
              <ClassificationPicker
                labelledBy="step-classification"
                classifications={calc.classifications.data}
                isLoading={calc.classifications.isPending}
                isError={calc.classifications.isError}
                value={calc.classificationId}
                onChange={calc.setClassificationId}
              />
            </Box>
            <Box component="section" aria-labelledby="step-services" sx={stepSx}>
              <Typography variant="h2" id="step-services" sx={{ mb: 1 }}>
                2. Which services do you want?
              </Typography>
              <Typography sx={{ mb: 3 }}>
                Enter the hours a week for each service you want, from 0 to 168. Leave the others at 0.
              </Typography>
              <ServiceHoursPicker
                services={calc.services.data}
                isLoading={calc.services.isPending}
                isError={calc.services.isError}
                selection={calc.selection}
                onHoursChange={calc.setHours}
              />
            </Box>
            <Box component="section" aria-labelledby="step-income" sx={stepSx}>
              <Typography variant="h2" id="step-income" sx={{ mb: 1 }}>
                3. What is your weekly income?
              </Typography>
              <Typography sx={{ mb: 2 }}>
                This is optional. We use it to estimate how much you may pay towards your services. This is called
                your contribution.
              </Typography>
              <IncomeField value={calc.incomeText} onChange={calc.setIncomeText} />
            </Box>
            <Box component="section" aria-labelledby="step-basis" sx={stepSx}>
              <Typography variant="h2" id="step-basis" sx={{ mb: 1 }}>
                4. How are you assessed for fees?
              </Typography>
              <Typography sx={{ mb: 2 }}>
                This is optional. Services Australia sets your contribution from your pension or card and your
                income and assets (a means assessment). Choose the one that fits you to see the official rates for
                the services you chose.
              </Typography>
              <ContributionBasisField labelledBy="step-basis" value={calc.contributionBasis} onChange={calc.setContributionBasis} />
            </Box>
            <MobileSummaryBar result={calc.result} />
          </Box>
          <Paper
            component="aside"
            aria-labelledby="budget-summary-heading"
            variant="outlined"
            sx={{ p: { xs: 2.5, sm: 3 }, position: { md: 'sticky' }, top: { md: 16 }, borderWidth: 2 }}
          >
            <BudgetSummary
              classification={calc.classification}
              result={calc.result}
              hasServices={calc.hasServices}
              updating={calc.updating}
              official={calc.official}
            />
            <Box sx={{ mt: 3 }}>
              <Button
                variant="contained"
                fullWidth
                size="large"
                disabled={!calc.hasServices}
                onClick={() => setLeadOpen(true)}
                aria-describedby={calc.hasServices ? undefined : 'contact-me-hint'}
              >
                Have a Provider Contact Me
              </Button>
              {!calc.hasServices && (
                <Typography id="contact-me-hint" variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
                  Add hours to at least one service first.
                </Typography>
              )}
            </Box>
            <Box aria-live="polite" className="hw-visually-hidden">
              {calc.result ? `Quarterly cost ${formatAud(calc.result.totalQuarterlyCost)}. Remaining budget ${formatAud(calc.result.remainingBudget)}.` : ''}
            </Box>
          </Paper>
        </Box>
        <HowWeWorkItOut />
        <NextStepsBanner />
      </Container>
      <PrintSummary classification={calc.classification} result={calc.result} lines={calc.lines} income={calc.income} official={calc.official} />
      <CalculatorLeadDialog
        open={leadOpen}
        onClose={() => setLeadOpen(false)}
        sessionId={sessionId}
        selection={calc.selection}
        services={calc.services.data ?? []}
        totals={calc.result ?? calc.localTotals}
      />
    </main>
  );
}
