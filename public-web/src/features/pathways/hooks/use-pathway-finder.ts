import { useCallback, useEffect, useReducer } from 'react';
import { useSearchParams } from 'react-router';
import { applicableQuestions, nextPathwayQuestion, pathwayAnswersFromQuery, type PathwayAnswers, type PathwayQuestionId } from '@homeward/domain';

export interface PathwayFinderState {
  /** 'intro' before Start; a question id while asking; 'result' at the end. */
  screen: 'intro' | PathwayQuestionId | 'result';
  answers: PathwayAnswers;
}

export type PathwayFinderAction =
  { type: 'start' } | { type: 'answer'; value: string } | { type: 'previous' } | { type: 'restart' } | { type: 'open-shared'; answers: PathwayAnswers };

export const INITIAL_PATHWAY_FINDER: PathwayFinderState = { screen: 'intro', answers: {} };

/**
 * intro -> the questions that apply -> result. An answer moves to the next question that applies (its saved
 * answer shown as chosen); Previous goes back one question that applies and keeps every answer.
 */
export function pathwayFinderReducer(state: PathwayFinderState, action: PathwayFinderAction): PathwayFinderState {
  switch (action.type) {
    case 'start':
      return { screen: nextPathwayQuestion({})?.id ?? 'result', answers: {} };
    case 'answer': {
      if (state.screen === 'intro' || state.screen === 'result') return state;
      const current = state.screen;
      const answers = { ...state.answers, [current]: action.value } as PathwayAnswers;
      const questions = applicableQuestions(answers);
      const next = questions[questions.findIndex((q) => q.id === current) + 1];
      // A later question may still be unanswered after going back and changing an answer: ask it.
      return { answers, screen: next ? next.id : (nextPathwayQuestion(answers)?.id ?? 'result') };
    }
    case 'previous': {
      const questions = applicableQuestions(state.answers);
      if (state.screen === 'intro') return state;
      const index = state.screen === 'result' ? questions.length : questions.findIndex((q) => q.id === state.screen);
      return index > 0 ? { ...state, screen: questions[index - 1].id } : state;
    }
    case 'restart':
      return INITIAL_PATHWAY_FINDER;
    case 'open-shared':
      return { screen: 'result', answers: action.answers };
  }
}

/**
 * The finder's state. Answers live only in this page's memory; a shared link (?age=...) opens straight at its
 * result. The link is read after hydration, because the prerendered page knows no query string.
 */
export function usePathwayFinder() {
  const [state, dispatch] = useReducer(pathwayFinderReducer, INITIAL_PATHWAY_FINDER);
  const [params] = useSearchParams();
  const query = params.toString();

  useEffect(() => {
    const shared = pathwayAnswersFromQuery(query);
    if (shared) dispatch({ type: 'open-shared', answers: shared });
  }, [query]);

  return {
    state,
    start: useCallback(() => dispatch({ type: 'start' }), []),
    answer: useCallback((value: string) => dispatch({ type: 'answer', value }), []),
    previous: useCallback(() => dispatch({ type: 'previous' }), []),
    restart: useCallback(() => dispatch({ type: 'restart' }), []),
  };
}
