/** @jsxImportSource @emotion/react */
import { useSearchParams } from 'react-router';
import { pathwayProgress, PATHWAY_QUESTIONS } from '@homeward/domain';
import { ToolPage } from '../../components/ui/ToolPage.js';
import { paths } from '../../app/paths.js';
import { PathwayIntro } from './components/PathwayIntro.js';
import { PathwayQuestionStep } from './components/PathwayQuestionStep.js';
import { PathwayResult } from './components/PathwayResult.js';
import { usePathwayFinder } from './hooks/use-pathway-finder.js';
import { useSharePathway } from './hooks/use-share-pathway.js';

export default function PathwayFinderPage() {
  const { state, start, answer, previous, restart } = usePathwayFinder();
  const share = useSharePathway();
  const [, setSearchParams] = useSearchParams();
  const question = PATHWAY_QUESTIONS.find((q) => q.id === state.screen);

  const onRestart = () => {
    // A shared result in the address bar would otherwise come back on reload.
    setSearchParams({}, { replace: true, preventScrollReset: true });
    restart();
  };

  let body;
  if (state.screen === 'intro') body = <PathwayIntro onStart={start} />;
  else if (state.screen === 'result') body = <PathwayResult answers={state.answers} onShare={() => void share(state.answers)} onRestart={onRestart} />;
  else if (question) {
    const { current, total } = pathwayProgress({ ...state.answers, [question.id]: undefined });
    body = (
      <PathwayQuestionStep question={question} chosen={state.answers[question.id]} current={current} total={total} onAnswer={answer} onPrevious={previous} />
    );
  }

  return (
    <ToolPage
      meta={{
        title: 'Pathway finder: which part of Support at Home fits?',
        description:
          'Answer a few short questions to see which part of Support at Home may fit: ongoing services, the Restorative Care or End-of-Life Pathway, equipment and home changes, or another program. With amounts, dates and who to call.',
        path: paths.pathwayFinder,
      }}
      title="Find my pathway"
      intro="Which part of Support at Home fits, and what to do next."
    >
      {body}
    </ToolPage>
  );
}
