/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { PageMeta } from '../../components/seo/PageMeta.js';
import { BackToHome } from '../../components/ui/BackLink.js';
import { Container } from '../../components/ui/Container.js';
import { pageBody, typo } from '../../components/ui/tool-styles.js';
import { paths } from '../../app/paths.js';
import { AssessmentIntro } from './components/AssessmentIntro.js';
import { AssessmentResult } from './components/AssessmentResult.js';
import { AssessmentStep } from './components/AssessmentStep.js';
import { useAssessment } from './hooks/use-assessment.js';

const styles = {
  header: css({ marginBottom: 32 }),
};

export default function AssessmentMaximizerPage() {
  const { state, start, answer, previous, restart } = useAssessment();
  return (
    <main id="main-content">
      <PageMeta
        title="Assessment Maximizer: estimate your classification"
        description="Answer 8 short questions to estimate your Support at Home classification and get tips for describing your needs at your official assessment. Free, and your answers stay on your device."
        path={paths.assessmentMaximizer}
      />
      <Container width="md">
        <div css={pageBody}>
          <header css={styles.header}>
            <BackToHome css={{ marginBottom: 16 }} />
            <h1 css={[typo.h1, { marginBottom: 12 }]}>Assessment Maximizer</h1>
            <p css={typo.body}>Estimate your Support at Home classification, and get ready for your official assessment.</p>
          </header>
          {state.completed ? (
            <AssessmentResult responses={state.responses} onRestart={restart} />
          ) : state.step === 0 ? (
            <AssessmentIntro onStart={start} />
          ) : (
            <AssessmentStep step={state.step} responses={state.responses} onAnswer={answer} onPrevious={previous} />
          )}
        </div>
      </Container>
    </main>
  );
}
