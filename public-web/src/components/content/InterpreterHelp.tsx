/** @jsxImportSource @emotion/react */
import { PHONE_NUMBERS } from '@homeward/domain';
import { PhoneLink } from './PhoneLink.js';

export interface InterpreterHelpProps {
  /** Who the family would call with the interpreter: "the provider", "My Aged Care". */
  whom: string;
  /** The look where it is placed (emotion's css prop arrives as this). */
  className?: string;
  /** Render as a list item instead of a paragraph (a "free help" list). */
  as?: 'p' | 'li';
}

/**
 * TIS National, offered wherever a family is asked to call someone (the plan quote's "ask them", lead
 * confirmations, guides, the statement's free help). The words are libs/domain's interpreterHelpText, with the
 * number as a link a phone can dial (InterpreterHelp.spec proves the words are the same).
 */
export function InterpreterHelp({ whom, as: Tag = 'p', className }: InterpreterHelpProps) {
  return (
    <Tag data-testid="interpreter-help" className={className}>
      Need an interpreter? Call the {PHONE_NUMBERS.tis.name} on <PhoneLink number={PHONE_NUMBERS.tis.number} />. It is free. Ask them to call {whom} with you.
    </Tag>
  );
}
