/** @jsxImportSource @emotion/react */
import { useEffect, useRef } from 'react';
import { css } from '@emotion/react';
import { palette } from '@homeward/theme';
import { check } from '../content/icons.js';
import { arrowBack } from '../content/tool-icons.js';
import { Button } from './Button.js';
import { ProgressBar } from './ProgressBar.js';
import { typo } from './tool-styles.js';

export interface QuestionStepProps<V extends string | number> {
  /** Prefixes the heading's id ('assessment' gives 'assessment-question'). */
  idPrefix: string;
  /** Where the person is: the words either side of the bar, its value and what a screen reader hears. */
  progress: { where: string; howFar: string; percent: number; label: string };
  /** The question's topic, above it and in the live announcement. */
  topic: string;
  question: string;
  hint?: string;
  options: readonly { value: V; label: string }[];
  /** The saved answer, shown as chosen. */
  chosen: V | undefined;
  onAnswer(value: V): void;
  /** Under the options: how to go on. */
  prompt: string;
  onPrevious(): void;
  /** The first question has no Previous. */
  isFirst: boolean;
}

const styles = {
  progress: css({ marginBottom: 24 }),
  progressRow: css({ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 8, marginBottom: 8 }),
  where: css([typo.body, { fontWeight: 700 }]),
  topic: css([typo.body, { color: palette.primary, fontWeight: 700, marginBottom: 4 }]),
  hint: css([typo.body, typo.muted, { marginBottom: 24 }]),
  options: css({ display: 'grid', gap: 12 }),
  option: css({ justifyContent: 'flex-start', textAlign: 'left', minHeight: 56, padding: '12px 20px', fontWeight: 500 }),
  prompt: css([typo.body, typo.muted, { marginTop: 16 }]),
};

/** One question on its own screen (Assessment Maximizer, pathway finder): progress, option buttons, Previous. */
export function QuestionStep<V extends string | number>(props: QuestionStepProps<V>) {
  const { idPrefix, progress, topic, question, hint, options, chosen, onAnswer, prompt, onPrevious, isFirst } = props;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = `${idPrefix}-question`;
  const hintId = `${idPrefix}-question-hint`;

  // Each new question starts at its heading, for keyboard and screen-reader users alike.
  useEffect(() => {
    headingRef.current?.focus();
  }, [question]);

  return (
    <div>
      <div css={styles.progress}>
        <div css={styles.progressRow}>
          <p css={styles.where}>{progress.where}</p>
          <p css={[typo.body, typo.muted]}>{progress.howFar}</p>
        </div>
        <ProgressBar value={progress.percent} height={12} aria-label={progress.label} />
        <div aria-live="polite" aria-atomic="true" className="hw-visually-hidden">
          {progress.where}: {topic}
        </div>
      </div>
      <p css={styles.topic}>{topic}</p>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} css={[typo.h2, { marginBottom: hint ? 8 : 24, outline: 'none' }]}>
        {question}
      </h2>
      {hint && (
        <p id={hintId} css={styles.hint}>
          {hint}
        </p>
      )}
      <div role="group" aria-labelledby={headingId} aria-describedby={hint ? hintId : undefined} css={styles.options}>
        {options.map((option) => {
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
      <p css={styles.prompt}>{prompt}</p>
      <div css={{ marginTop: 24 }}>
        <Button variant="text" startIcon={arrowBack} onClick={onPrevious} disabled={isFirst}>
          Previous
        </Button>
      </div>
    </div>
  );
}
