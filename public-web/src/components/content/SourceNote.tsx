import { formatFactDate, isDueForReview } from '@homeward/domain';
import { ReviewNote } from '../facts/ReviewNote.js';
import { useFactsDate } from '../facts/use-facts-date.js';

export interface SourceNoteProps {
  source: string;
  sourceUrl: string;
  asOf: string;
  /** The figure's review date: past it, the note says so, the same way for every figure (ReviewNote). */
  reviewBy?: string;
  /** Words before the source, e.g. 'Figures from'. */
  prefix?: string;
  /** Add the reminder that government figures change (for money figures). */
  changes?: boolean;
}

/** Where a figure comes from and the date it applies from, so people can check it; flagged once past its review date. */
export function SourceNote({ source, sourceUrl, asOf, reviewBy, prefix = 'Source:', changes = false }: SourceNoteProps) {
  const on = useFactsDate();
  const due = reviewBy !== undefined && isDueForReview({ reviewBy }, on);
  return (
    <p className="hw-source-note">
      {prefix}{' '}
      <a href={sourceUrl} rel="noopener" className="hw-source-note__link">
        {source}
        <span className="hw-visually-hidden"> (external website)</span>
      </a>
      , as at {formatFactDate(asOf)}.{changes && !due ? ' Government figures change, usually each July: check the source before you decide anything.' : ''}
      {due ? <ReviewNote fact={{ source, sourceUrl, asOf, reviewBy }} /> : null}
    </p>
  );
}
