import { ASSESSMENT_QUESTIONS, ASSESSMENT_TOTAL_STEPS, progressPercent, type AssessmentResponses } from '@homeward/domain';
import { QuestionStep } from '../../../components/ui/QuestionStep.js';

export interface AssessmentStepProps {
  step: number;
  responses: AssessmentResponses;
  onAnswer(value: number): void;
  onPrevious(): void;
}

/** One question: progress, four option buttons (the saved answer shown as chosen), and Previous. */
export function AssessmentStep({ step, responses, onAnswer, onPrevious }: AssessmentStepProps) {
  const question = ASSESSMENT_QUESTIONS[step - 1];
  const percent = progressPercent(step);
  const where = `Step ${step} of ${ASSESSMENT_TOTAL_STEPS}`;
  return (
    <QuestionStep
      idPrefix="assessment"
      progress={{ where, howFar: `${percent}% complete`, percent, label: `${where}, ${percent}% complete` }}
      topic={question.category}
      question={question.question}
      options={question.options}
      chosen={responses[question.id]}
      onAnswer={onAnswer}
      prompt="Select an option to continue"
      onPrevious={onPrevious}
      isFirst={step <= 1}
    />
  );
}
