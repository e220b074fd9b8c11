import { CLASSIFICATION_BUDGETS, LIFETIME_CONTRIBUTION_CAP, PHONE_NUMBERS, PRICE_CAPS, formatFactDate, isDueForReview, updateHref } from '@homeward/domain';
import { ExternalLink, PhoneLink, TextLink } from '../content/index.js';
import {
  LIFETIME_CAP_INDEXED,
  LIFETIME_CAP_SENTENCE,
  NO_WORSE_OFF_CAP_SENTENCE,
  PERSONAL_CARE_CHANGE,
  PRICE_CAPS_SENTENCES,
  personalCareSentence,
} from './fact-words.js';
import { ReviewNote } from './ReviewNote.js';
import { useFactsDate } from './use-facts-date.js';

/** Notes for the official figures that changed in 2026, each with its date, source and /updates entry. */

/** The personal care change in a sentence, with its source and /updates entry, for a list item or a paragraph. */
export function PersonalCareLine() {
  const on = useFactsDate();
  const { rules } = PERSONAL_CARE_CHANGE;
  return (
    <>
      {personalCareSentence(on)} Source: <ExternalLink href={rules.sourceUrl}>{rules.source}</ExternalLink>, as reported by two separate sources.{' '}
      <TextLink to={updateHref('personal-care-clinical')}>What has changed</TextLink>.
    </>
  );
}

/** Where personal care appears: it became a clinical support on 1 October 2026. */
export function PersonalCareNote() {
  return (
    <p className="hw-source-note" data-testid="personal-care-note">
      <PersonalCareLine />
    </p>
  );
}

/** The lifetime cap at its latest known value, how it is indexed, and where to check the current figure. */
export function LifetimeCapNote() {
  // Past its review date the note says where to check (ReviewNote); before it, the link is offered here.
  const due = isDueForReview(LIFETIME_CONTRIBUTION_CAP, useFactsDate());
  return (
    <p className="hw-source-note" data-testid="lifetime-cap-note">
      {LIFETIME_CAP_SENTENCE} {LIFETIME_CAP_INDEXED}
      {due ? (
        <ReviewNote fact={LIFETIME_CONTRIBUTION_CAP} updateId={null} />
      ) : (
        <>
          {' '}
          <ExternalLink href={LIFETIME_CONTRIBUTION_CAP.sourceUrl}>Check the current figure with Services Australia</ExternalLink>.
        </>
      )}{' '}
      {NO_WORSE_OFF_CAP_SENTENCE} <TextLink to={updateHref('lifetime-cap-march-2026')}>What has changed</TextLink>.
    </p>
  );
}

/** Price caps were deferred: no cap is in force; the Commission can order refunds; the department publishes a summary. */
export function PriceCapsNote() {
  const [first, ...rest] = PRICE_CAPS_SENTENCES;
  return (
    <p className="hw-source-note" data-testid="price-caps-note">
      <strong>{first}</strong> {rest.join(' ')} To complain, call the Commission on <PhoneLink number={PHONE_NUMBERS.commission.number} />. Source:{' '}
      <ExternalLink href={PRICE_CAPS.sourceUrl}>{PRICE_CAPS.source}</ExternalLink>, as at {formatFactDate(PRICE_CAPS.asOf)}.{' '}
      <TextLink to={updateHref('price-caps-deferred')}>What has changed</TextLink>.
    </p>
  );
}

/** Beside the quarterly budgets: their date, and that July's change has not been confirmed. */
export function BudgetsReviewNote({ block = false }: { block?: boolean }) {
  return (
    <ReviewNote
      block={block}
      fact={CLASSIFICATION_BUDGETS}
      checkAt={{ name: 'My Aged Care', url: PHONE_NUMBERS.myAgedCare.url }}
      updateId="budgets-july-2026"
    />
  );
}
