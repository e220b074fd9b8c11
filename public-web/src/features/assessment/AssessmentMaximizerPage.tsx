import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { PageMeta } from '../../components/seo/PageMeta.js';
import { paths } from '../../app/paths.js';
import { AssessmentIntro } from './components/AssessmentIntro.js';
import { AssessmentResult } from './components/AssessmentResult.js';
import { AssessmentStep } from './components/AssessmentStep.js';
import { useAssessment } from './hooks/use-assessment.js';

export default function AssessmentMaximizerPage() {
  const { state, start, answer, previous, restart } = useAssessment();
  return (
    <main id="main-content">
      <PageMeta
        title="Assessment Maximizer: estimate your classification"
        description="Answer 8 short questions to estimate your Support at Home classification and get tips for describing your needs at your official assessment. Free, and your answers stay on your device."
        path={paths.assessmentMaximizer}
      />
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 }, px: { xs: 2, sm: 3 } }}>
        <Box component="header" sx={{ mb: 4 }}>
          <Link component={RouterLink} to={paths.home} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, minHeight: 44, mb: 2, fontSize: '1.0625rem' }}>
            <ArrowBack fontSize="small" aria-hidden />
            Back to home
          </Link>
          <Typography variant="h1" sx={{ mb: 1.5 }}>Assessment Maximizer</Typography>
          <Typography>Estimate your Support at Home classification, and get ready for your official assessment.</Typography>
        </Box>
        {state.completed ? (
          <AssessmentResult responses={state.responses} onRestart={restart} />
        ) : state.step === 0 ? (
          <AssessmentIntro onStart={start} />
        ) : (
          <AssessmentStep step={state.step} responses={state.responses} onAnswer={answer} onPrevious={previous} />
        )}
      </Container>
    </main>
  );
}
