/** @jsxImportSource @emotion/react */
import { useEffect, useRef } from 'react';
import { css } from '@emotion/react';
import { palette } from '@homeward/theme';
import { ASSESSMENT_QUESTIONS, ASSESSMENT_TOTAL_STEPS, progressPercent, type AssessmentResponses } from '@homeward/domain';
import { check } from '../../../components/content/icons.js';
import { arrowBack } from '../../../components/content/tool-icons.js';
import { Button } from '../../../components/ui/Button.js';
import { ProgressBar } from '../../../components/ui/ProgressBar.js';
import { typo } from '../../../components/ui/tool-styles.js';

export interface AssessmentStepProps {
  step: number;
  responses: AssessmentResponses;
  onAnswer(value: number): void;
  onPrevious(): void;
}

const styles = {
  progressRow: css({ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 8, marginBottom: 8 }),
  options: css({ display: 'grid', gap: 12 }),
  option: css({ justifyContent: 'flex-start', textAlign: 'left', minHeight: 56, padding: '12px 20px', fontWeight: 500 }),
};

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
    <div>
      <div css={{ marginBottom: 24 }}>
        <div css={styles.progressRow}>
          <p css={[typo.body, { fontWeight: 700 }]}>
            Step {step} of {ASSESSMENT_TOTAL_STEPS}
          </p>
          <p css={[typo.body, typo.muted]}>{percent}% complete</p>
        </div>
        <ProgressBar value={percent} height={12} aria-label={`Step ${step} of ${ASSESSMENT_TOTAL_STEPS}, ${percent}% complete`} />
        <div aria-live="polite" aria-atomic="true" className="hw-visually-hidden">
          Step {step} of {ASSESSMENT_TOTAL_STEPS}: {question.category}
        </div>
      </div>
      <p css={[typo.body, { color: palette.primary, fontWeight: 700, marginBottom: 4 }]}>{question.category}</p>
      <h2 id="assessment-question" ref={headingRef} tabIndex={-1} css={[typo.h2, { marginBottom: 24, outline: 'none' }]}>
        {question.question}
      </h2>
      <div role="group" aria-labelledby="assessment-question" css={styles.options}>
        {question.options.map((option) => {
          const selected = chosen === option.value;
          return (
            <Button
              key={option.value}
              variant={selected ? 'contained' : 'outlined'}
              aria-pressed={selected}
              onClick={() => onAnswer(option.value)}
              startIcon={selected ? check : undefined}
              css={styles.option}
            >
              {option.label}
            </Button>
          );
        })}
      </div>
      <p css={[typo.body, typo.muted, { marginTop: 16 }]}>Select an option to continue</p>
      <div css={{ marginTop: 24 }}>
        <Button variant="text" startIcon={arrowBack} onClick={onPrevious} disabled={step <= 1}>
          Previous
        </Button>
      </div>
    </div>
  );
}
