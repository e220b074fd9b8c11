/** @jsxImportSource @emotion/react */
import { ToolPage } from '../../components/ui/ToolPage.js';
import { paths } from '../../app/paths.js';
import { AssessmentIntro } from './components/AssessmentIntro.js';
import { AssessmentResult } from './components/AssessmentResult.js';
import { AssessmentStep } from './components/AssessmentStep.js';
import { useAssessment } from './hooks/use-assessment.js';

export default function AssessmentMaximizerPage() {
  const { state, start, answer, previous, restart } = useAssessment();
  return (
    <ToolPage
      meta={{
        title: 'Assessment Maximizer: estimate your classification',
        description:
          'Answer 8 short questions to estimate your Support at Home classification and get tips for describing your needs at your official assessment. Free, and your answers stay on your device.',
        path: paths.assessmentMaximizer,
      }}
      title="Assessment Maximizer"
      intro="Estimate your Support at Home classification, and get ready for your official assessment."
    >
      {state.completed ? (
        <AssessmentResult responses={state.responses} onRestart={restart} />
      ) : state.step === 0 ? (
        <AssessmentIntro onStart={start} />
      ) : (
        <AssessmentStep step={state.step} responses={state.responses} onAnswer={answer} onPrevious={previous} />
      )}
    </ToolPage>
  );
}
