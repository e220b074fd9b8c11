/** @jsxImportSource @emotion/react */
import { useEffect, useRef } from 'react';
import { css } from '@emotion/react';
import { palette } from '@homeward/theme';
import { pathwayProgress, type PathwayQuestion } from '@homeward/domain';
import { check } from '../../../components/content/icons.js';
import { arrowBack } from '../../../components/content/tool-icons.js';
import { Button } from '../../../components/ui/Button.js';
import { ProgressBar } from '../../../components/ui/ProgressBar.js';
import { typo } from '../../../components/ui/tool-styles.js';

export interface PathwayQuestionStepProps {
  question: PathwayQuestion;
  /** The saved answer, shown as chosen. */
  chosen: string | undefined;
  current: number;
  total: number;
  onAnswer(value: string): void;
  onPrevious(): void;
}

const styles = {
  progressRow: css({ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 8, marginBottom: 8 }),
  options: css({ display: 'grid', gap: 12 }),
  option: css({ justifyContent: 'flex-start', textAlign: 'left', minHeight: 56, padding: '12px 20px', fontWeight: 500 }),
};

/**
 * How many questions most people answer (the most common route), said once and never changed: the exact
 * count depends on the answers, and a count that changed from "2 of 7" to "3 of 6" looked like a mistake.
 */
export const USUAL_QUESTION_COUNT = pathwayProgress({}).total;

/** One question on its own screen, as the Assessment Maximizer does: progress, option buttons, Previous. */
export function PathwayQuestionStep({ question, chosen, current, total, onAnswer, onPrevious }: PathwayQuestionStepProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const percent = Math.round(((current - 1) / total) * 100);

  // Each new question starts at its heading, for keyboard and screen-reader users alike.
  useEffect(() => {
    headingRef.current?.focus();
  }, [question.id]);

  return (
    <div>
      <div css={{ marginBottom: 24 }}>
        <div css={styles.progressRow}>
          <p css={[typo.body, { fontWeight: 700 }]}>Question {current}</p>
          <p css={[typo.body, typo.muted]}>About {USUAL_QUESTION_COUNT} questions in all</p>
        </div>
        {/* The bar follows the exact count for these answers. */}
        <ProgressBar value={percent} height={12} aria-label={`Question ${current}, about ${USUAL_QUESTION_COUNT} questions in all`} />
        <div aria-live="polite" aria-atomic="true" className="hw-visually-hidden">
          Question {current}: {question.topic}
        </div>
      </div>
      <p css={[typo.body, { color: palette.primary, fontWeight: 700, marginBottom: 4 }]}>{question.topic}</p>
      <h2 id="pathway-question" ref={headingRef} tabIndex={-1} css={[typo.h2, { marginBottom: question.hint ? 8 : 24, outline: 'none' }]}>
        {question.question}
      </h2>
      {question.hint && (
        <p id="pathway-question-hint" css={[typo.body, typo.muted, { marginBottom: 24 }]}>
          {question.hint}
        </p>
      )}
      <div role="group" aria-labelledby="pathway-question" aria-describedby={question.hint ? 'pathway-question-hint' : undefined} css={styles.options}>
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
      <p css={[typo.body, typo.muted, { marginTop: 16 }]}>Choose an answer to go on.</p>
      <div css={{ marginTop: 24 }}>
        <Button variant="text" startIcon={arrowBack} onClick={onPrevious} disabled={current <= 1}>
          Previous
        </Button>
      </div>
    </div>
  );
}
