/**
 * The check itself and the letter, in a chunk of their own: the rules load when the person presses "Check my
 * statement", not with the page (its first load stays within the tool budget).
 */
import { checkStatement, type StatementCheckInput, type StatementCheckResult } from '@homeward/domain';
import { letterText } from './finding-words.js';

export interface CheckedStatement {
  result: StatementCheckResult;
  /** The letter to the provider; empty when nothing is in question (no letter is offered then). */
  letter: string;
}

export function runCheck(input: StatementCheckInput, providerName: string): CheckedStatement {
  const result = checkStatement(input);
  return { result, letter: result.findings.length > 0 ? letterText(result, input.lines, providerName) : '' };
}
