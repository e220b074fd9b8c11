/**
 * The parts of the statement checker that are needed only after a press: the check and its result, the letter,
 * and the paste reader. Each loads on its press, in one small chunk per press.
 */
import { lazy } from 'react';

export const loadCheck = () => import(/* webpackChunkName: "statement-result" */ './run-check.js');
export const loadPasteReader = () => import(/* webpackChunkName: "statement-paste" */ './paste-reader.js');

export const StatementResult = lazy(() =>
  import(/* webpackChunkName: "statement-result" */ './components/StatementResult.js').then((m) => ({ default: m.StatementResult })),
);
export const ProviderLetter = lazy(() =>
  import(/* webpackChunkName: "statement-result" */ './components/ProviderLetter.js').then((m) => ({ default: m.ProviderLetter })),
);
