import { pathwayProgress, type PathwayQuestion } from '@homeward/domain';
import { QuestionStep } from '../../../components/ui/QuestionStep.js';

export interface PathwayQuestionStepProps {
  question: PathwayQuestion;
  /** The saved answer, shown as chosen. */
  chosen: string | undefined;
  current: number;
  total: number;
  onAnswer(value: string): void;
  onPrevious(): void;
}

/**
 * How many questions most people answer (the most common route), said once and never changed: the exact
 * count depends on the answers, and a count that changed from "2 of 7" to "3 of 6" looked like a mistake.
 */
export const USUAL_QUESTION_COUNT = pathwayProgress({}).total;

/** One question on its own screen, as the Assessment Maximizer does: progress, option buttons, Previous. */
export function PathwayQuestionStep({ question, chosen, current, total, onAnswer, onPrevious }: PathwayQuestionStepProps) {
  const about = `about ${USUAL_QUESTION_COUNT} questions in all`;
  return (
    <QuestionStep
      idPrefix="pathway"
      // The bar follows the exact count for these answers.
      progress={{
        where: `Question ${current}`,
        howFar: `About ${USUAL_QUESTION_COUNT} questions in all`,
        percent: Math.round(((current - 1) / total) * 100),
        label: `Question ${current}, ${about}`,
      }}
      topic={question.topic}
      question={question.question}
      hint={question.hint}
      options={question.options}
      chosen={chosen}
      onAnswer={onAnswer}
      prompt="Choose an answer to go on."
      onPrevious={onPrevious}
      isFirst={current <= 1}
    />
  );
}
