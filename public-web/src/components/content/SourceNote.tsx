import { formatFactDate } from '@homeward/domain';

export interface SourceNoteProps {
  source: string;
  sourceUrl: string;
  asOf: string;
  /** Words before the source, e.g. 'Figures from'. */
  prefix?: string;
  /** Add the reminder that government figures change (for money figures). */
  changes?: boolean;
}

/** Where a figure comes from and the date it applies from, so people can check it. */
export function SourceNote({ source, sourceUrl, asOf, prefix = 'Source:', changes = false }: SourceNoteProps) {
  return (
    <p className="hw-source-note">
      {prefix}{' '}
      <a href={sourceUrl} rel="noopener" className="hw-source-note__link">
        {source}
        <span className="hw-visually-hidden"> (external website)</span>
      </a>
      , as at {formatFactDate(asOf)}.{changes ? ' Government figures change, usually each July: check the source before you decide anything.' : ''}
    </p>
  );
}
