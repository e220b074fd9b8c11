/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { palette, typeScale } from '@homeward/theme';
import { formatFactDate } from '@homeward/domain';
import { focusRing } from './styles.js';

const styles = {
  note: css({ margin: '8px 0 24px', fontSize: typeScale.small.fontSize, lineHeight: 1.5, color: palette.textSecondary, maxWidth: '75ch' }),
  link: css({ color: palette.primary, textUnderlineOffset: 3, overflowWrap: 'anywhere', ...focusRing }),
};

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
    <p css={styles.note}>
      {prefix}{' '}
      <a href={sourceUrl} rel="noopener" css={styles.link}>
        {source}
        <span className="hw-visually-hidden"> (external website)</span>
      </a>
      , as at {formatFactDate(asOf)}.{changes ? ' Government figures change, usually each July: check the source before you decide anything.' : ''}
    </p>
  );
}
