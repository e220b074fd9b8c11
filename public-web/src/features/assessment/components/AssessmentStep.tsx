import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { ASSESSMENT_QUESTIONS, ASSESSMENT_TOTAL_STEPS, progressPercent, type AssessmentResponses } from '@homeward/domain';

export interface AssessmentStepProps {
  step: number;
  responses: AssessmentResponses;
  onAnswer(value: number): void;
  onPrevious(): void;
}

/** One question: progress, four option buttons (the saved answer shown as chosen), and Previous. */
export function AssessmentStep({ step, responses, onAnswer, onPrevious }: AssessmentStepProps) {
  const question = ASSESSMENT_QUESTIONS[step - 1];
  const chosen = responses[question.id];
  const percent = progressPercent(step);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Each new step starts at its question, for keyboard and screen-reader users alike.
  useEffect(() => {
    headingRef.current?.focus();
  }, [step]);

  return (
    <Box>
      <Box sx={{ mb: 3 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}>
          <Typography sx={{ fontWeight: 700 }}>Step {step} of {ASSESSMENT_TOTAL_STEPS}</Typography>
          <Typography sx={{ color: 'text.secondary' }}>{percent}% complete</Typography>
        </Box>
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label={`Step ${step} of ${ASSESSMENT_TOTAL_STEPS}, ${percent}% complete`}
          sx={{ height: 12, borderRadius: 6, bgcolor: 'grey.300' }}
        />
        <Box aria-live="polite" aria-atomic="true" className="hw-visually-hidden">
          Step {step} of {ASSESSMENT_TOTAL_STEPS}: {question.category}
        </Box>
      </Box>
      <Typography sx={{ color: 'primary.main', fontWeight: 700, mb: 0.5 }}>{question.category}</Typography>
      <Typography variant="h2" id="assessment-question" ref={headingRef} tabIndex={-1} sx={{ mb: 3, outline: 'none' }}>
        {question.question}
      </Typography>
      <Box role="group" aria-labelledby="assessment-question" sx={{ display: 'grid', gap: 1.5 }}>
        {question.options.map((option) => {
          const selected = chosen === option.value;
          return (
            <Button
              key={option.value}
              variant={selected ? 'contained' : 'outlined'}
              aria-pressed={selected}
              onClick={() => onAnswer(option.value)}
              startIcon={selected ? <CheckCircle aria-hidden /> : undefined}
              sx={{ justifyContent: 'flex-start', textAlign: 'left', py: 1.5, px: 2.5, minHeight: 56, fontWeight: 500, fontSize: '1.0625rem', borderWidth: 2, '&:hover': { borderWidth: 2 } }}
            >
              {option.label}
            </Button>
          );
        })}
      </Box>
      <Typography sx={{ mt: 2, color: 'text.secondary' }}>Select an option to continue</Typography>
      <Box sx={{ mt: 3 }}>
        <Button variant="text" startIcon={<ArrowBack aria-hidden />} onClick={onPrevious} disabled={step <= 1}>
          Previous
        </Button>
      </Box>
    </Box>
  );
}
