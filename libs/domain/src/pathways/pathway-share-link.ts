/** Share links: the pathway finder's answers as a short, readable query string (?age=65-plus&...). */
import { nextPathwayQuestion, PATHWAY_QUESTIONS, relevantAnswers, type PathwayAnswers } from './pathway-questions.js';

/** 'age=65-plus&currentSupport=none...' of the answers that apply, in question order. */
export function pathwayAnswersToQuery(answers: PathwayAnswers): string {
  const relevant = relevantAnswers(answers);
  const params = new URLSearchParams();
  for (const q of PATHWAY_QUESTIONS) {
    const value = relevant[q.id];
    if (value) params.set(q.id, value);
  }
  return params.toString();
}

/**
 * The answers a share link carries, when they are complete and valid; null otherwise (a spoilt or partial
 * link starts the finder afresh rather than showing a result built on guesses). Unknown parameters are ignored.
 */
export function pathwayAnswersFromQuery(query: string | URLSearchParams): PathwayAnswers | null {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const raw: Record<string, string> = {};
  for (const q of PATHWAY_QUESTIONS) {
    const value = params.get(q.id);
    if (value !== null) raw[q.id] = value;
  }
  const answers = relevantAnswers(raw as PathwayAnswers);
  if (!answers.age || nextPathwayQuestion(answers) !== null) return null;
  return answers;
}
