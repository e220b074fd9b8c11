import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import Lightbulb from '@mui/icons-material/Lightbulb';
import {
  encodeSharedCalculation,
  formatAud,
  improvementTips,
  PHONE_NUMBERS,
  suggestedClassification,
  type AssessmentResponses,
} from '@homeward/domain';
import { telHref } from '../../../config.js';
import { paths } from '../../../app/paths.js';
import { useClassificationsQuery } from '../../../api/catalog.js';

export interface AssessmentResultProps {
  responses: AssessmentResponses;
  onRestart(): void;
}

/** The estimated classification with its budget, tips for answers of 1 or 2, and what to do next. */
export function AssessmentResult({ responses, onRestart }: AssessmentResultProps) {
  const level = suggestedClassification(responses);
  const tips = improvementTips(responses);
  const classifications = useClassificationsQuery();
  const classification = classifications.data?.find((c) => c.level === level);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const phone = PHONE_NUMBERS.myAgedCare;

  useEffect(() => headingRef.current?.focus(), []);

  // Opens the calculator with this classification already chosen (through its share-link format).
  const calculatorLink = classification
    ? `${paths.calculator}?data=${encodeSharedCalculation({ classification: classification.id, services: {}, coPaymentIncome: 0, result: null })}`
    : paths.calculator;

  return (
    <Box>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderWidth: 2, borderColor: 'primary.main', mb: 4 }} data-testid="assessment-result">
        <Typography variant="h2" ref={headingRef} tabIndex={-1} sx={{ mb: 1.5, outline: 'none' }}>
          Your estimated classification
        </Typography>
        <Typography sx={{ fontSize: '1.75rem', fontWeight: 700, color: 'primary.main', mb: 1 }}>
          Classification {level}
          {classification && `: ${classification.name}`}
        </Typography>
        {classifications.isPending ? (
          <Skeleton variant="text" width={240} aria-label="Loading the budget" />
        ) : classification ? (
          <Typography sx={{ fontSize: '1.25rem', mb: 2 }}>
            Quarterly Budget: <strong>{formatAud(Number(classification.quarterlyBudget))}</strong>
          </Typography>
        ) : (
          <Typography sx={{ mb: 2 }}>We could not load the budget for this classification just now.</Typography>
        )}
        <Typography>
          This is an estimate from your answers, not a decision. Only the official assessment decides your
          classification.
        </Typography>
      </Paper>

      {tips.length > 0 && (
        <Box component="section" aria-labelledby="assessment-tips" sx={{ mb: 4 }}>
          <Typography variant="h2" id="assessment-tips" sx={{ mb: 1 }}>
            How can I explain my needs at the assessment?
          </Typography>
          <Typography sx={{ mb: 2 }}>These tips are for the areas where you said you need the most help.</Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
            {tips.map((t) => (
              <Box component="li" key={t.category} sx={{ display: 'flex', gap: 1.5, p: 2, borderRadius: 2, bgcolor: '#fff8e6', border: 1, borderColor: '#f0d9a0' }}>
                <Lightbulb aria-hidden sx={{ color: 'warning.main', mt: 0.25 }} />
                <Box>
                  <Typography component="h3" sx={{ fontWeight: 700 }}>{t.category}</Typography>
                  <Typography>{t.tip}</Typography>
                </Box>
              </Box>
            ))}
          </Box>
        </Box>
      )}

      <Box component="section" aria-labelledby="assessment-next-steps" sx={{ mb: 4 }}>
        <Typography variant="h2" id="assessment-next-steps" sx={{ mb: 1.5 }}>Next Steps</Typography>
        <Box component="ol" sx={{ pl: 3, m: 0, '& li': { mb: 1.5 } }}>
          <Typography component="li">
            <strong>Book your official assessment.</strong> Call {phone.name} on{' '}
            <Link href={telHref(phone.number)}>{phone.number}</Link> ({phone.hours}), or apply online at{' '}
            <Link href={phone.url} target="_blank" rel="noopener noreferrer">myagedcare.gov.au (opens in a new tab)</Link>.
          </Typography>
          <Typography component="li">
            <strong>Get your papers ready.</strong> A list of your health conditions and medicines, letters from your
            doctors, and recent hospital discharge papers.
          </Typography>
          <Typography component="li">
            <strong>Be honest about your needs.</strong> Describe your worst days, not your best. Ask a family member or
            friend to be there with you.
          </Typography>
        </Box>
      </Box>

      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <Button component={RouterLink} to={paths.providerDirectory} variant="contained">
          Find a provider in the directory
        </Button>
        <Button component={RouterLink} to={calculatorLink} variant="outlined">
          See what this budget could pay for
        </Button>
        <Button variant="text" onClick={onRestart}>
          Start again
        </Button>
      </Box>
    </Box>
  );
}
