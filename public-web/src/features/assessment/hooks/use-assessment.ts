import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { ASSESSMENT_QUESTIONS, ASSESSMENT_TOTAL_STEPS, newSessionId, type AssessmentResponses } from '@homeward/domain';
import { useToast } from '../../../components/ui/toast/index.js';
import { buildRecord, saveRecord } from '../assessment-record.js';

export interface AssessmentState {
  /** 0 is the intro; 1..8 the questions. */
  step: number;
  responses: AssessmentResponses;
  completed: boolean;
}

export type AssessmentAction = { type: 'start' } | { type: 'answer'; value: number } | { type: 'previous' } | { type: 'restart' };

export const INITIAL_ASSESSMENT: AssessmentState = { step: 0, responses: {}, completed: false };

/** intro -> steps 1..8 -> complete. An answer is saved and moves on; Previous keeps saved answers. */
export function assessmentReducer(state: AssessmentState, action: AssessmentAction): AssessmentState {
  switch (action.type) {
    case 'start':
      return { ...INITIAL_ASSESSMENT, step: 1 };
    case 'answer': {
      if (state.completed || state.step < 1) return state;
      const question = ASSESSMENT_QUESTIONS[state.step - 1];
      const responses = { ...state.responses, [question.id]: action.value };
      return state.step >= ASSESSMENT_TOTAL_STEPS ? { ...state, responses, completed: true } : { ...state, responses, step: state.step + 1 };
    }
    case 'previous':
      return state.step > 1 && !state.completed ? { ...state, step: state.step - 1 } : state;
    case 'restart':
      return INITIAL_ASSESSMENT;
  }
}

export function useAssessment() {
  const [state, dispatch] = useReducer(assessmentReducer, INITIAL_ASSESSMENT);
  const { toast } = useToast();
  // A random id per visit, made in an effect so prerendered and hydrated HTML agree; a restart gets a new one.
  const [sessionId, setSessionId] = useState<string | null>(null);
  useEffect(() => setSessionId(newSessionId()), []);
  const announcedComplete = useRef(false);

  useEffect(() => {
    if (!sessionId || state.step === 0) return;
    saveRecord(buildRecord(sessionId, state.responses, state.step, state.completed));
    if (state.completed && !announcedComplete.current) {
      announcedComplete.current = true;
      toast({ title: 'Assessment Complete', description: 'Your estimated classification is below.' });
    }
  }, [sessionId, state, toast]);

  const restart = useCallback(() => {
    announcedComplete.current = false;
    setSessionId(newSessionId());
    dispatch({ type: 'restart' });
  }, []);

  return {
    state,
    sessionId,
    start: useCallback(() => dispatch({ type: 'start' }), []),
    answer: useCallback((value: number) => dispatch({ type: 'answer', value }), []),
    previous: useCallback(() => dispatch({ type: 'previous' }), []),
    restart,
  };
}
