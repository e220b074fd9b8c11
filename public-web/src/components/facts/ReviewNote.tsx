import { mayHaveChangedNote, updateHref, type SourcedFact } from '@homeward/domain';
import { ExternalLink, TextLink } from '../content/index.js';
import { useFactsDate } from './use-facts-date.js';

export interface ReviewNoteProps {
  fact: Pick<SourcedFact, 'reviewBy'>;
  /** Where to check the current figure: 'My Aged Care'. */
  checkAt?: { name: string; url: string };
  /** The figure's entry on /updates. */
  updateId?: string | null;
  /** A paragraph of its own (under a figure) instead of words inside the figure's sentence. */
  block?: boolean;
}

/**
 * Beside an official figure past its review date: "May have changed since 1 July 2026: check My Aged Care."
 * Nothing before that date. Inline, so it sits in the figure's own sentence or paragraph.
 */
export function ReviewNote({ fact, checkAt, updateId, block = false }: ReviewNoteProps) {
  const note = mayHaveChangedNote(fact, useFactsDate());
  if (!note) return null;
  const Tag = block ? 'p' : 'span';
  return (
    <Tag data-testid="review-note" className={block ? 'hw-source-note' : undefined}>
      {block ? null : ' '}
      <strong>{note}</strong>
      {checkAt ? (
        <>
          : check <ExternalLink href={checkAt.url}>{checkAt.name}</ExternalLink>
        </>
      ) : null}
      .
      {updateId ? (
        <>
          {' '}
          <TextLink to={updateHref(updateId)}>What has changed</TextLink>.
        </>
      ) : null}
    </Tag>
  );
}
