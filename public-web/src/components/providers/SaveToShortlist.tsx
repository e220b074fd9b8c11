/** @jsxImportSource @emotion/react */
import { useState } from 'react';
import { Link } from 'react-router';
import { css } from '@emotion/react';
import { palette } from '@homeward/theme';
import { buttonStyles } from '../ui/Button.js';
import { link, typo } from '../ui/tool-styles.js';
import { paths } from '../../app/paths.js';
import { removeFromShortlist, saveToShortlist, SHORTLIST_FULL_MESSAGE, SHORTLIST_MAX, useShortlist } from '../../lib/shortlist-store.js';

const styles = {
  wrap: css({ display: 'grid', gap: 4 }),
  saved: css({ background: '#e8f3ec', color: '#1d5a34', borderColor: '#1d5a34', '&:hover:not(:disabled)': { background: '#d3eadb' } }),
  mark: css({ fontSize: '1.1em', lineHeight: 1 }),
  full: css({ color: palette.error, fontWeight: 600 }),
};

export interface SaveToShortlistProps {
  provider: { id: number; businessName: string };
  fullWidth?: boolean;
}

type Said = { kind: 'saved' | 'removed' | 'full' } | null;

/**
 * "Save" on a directory card, a quote row and a provider page: a toggle button that keeps the provider on this
 * browser's shortlist (lib/shortlist-store). Its name says whose it is ("Save Acme Care to your shortlist"), its
 * pressed state whether it is saved; what happened is said beside it, with the way to the shortlist, and a full
 * shortlist says why nothing was saved.
 */
export function SaveToShortlist({ provider, fullWidth = false }: SaveToShortlistProps) {
  const list = useShortlist();
  const [said, setSaid] = useState<Said>(null);
  const saved = list?.some((e) => e.id === provider.id) ?? false;
  const toggle = () => {
    if (saved) {
      removeFromShortlist(provider.id);
      setSaid({ kind: 'removed' });
      return;
    }
    const result = saveToShortlist(provider);
    setSaid({ kind: result.ok ? 'saved' : 'full' });
  };
  const count = list?.length ?? 0;
  return (
    <div css={styles.wrap}>
      <button
        type="button"
        aria-pressed={saved}
        // The visible words first, then whose it is: several Save buttons share a page.
        aria-label={`${saved ? 'Saved to shortlist' : 'Save to shortlist'}: ${provider.businessName}`}
        onClick={toggle}
        css={[buttonStyles.base, buttonStyles.outlined, saved && styles.saved, fullWidth && buttonStyles.fullWidth]}
        data-testid="save-to-shortlist"
      >
        <span aria-hidden="true" css={styles.mark}>
          {saved ? '✓' : '+'}
        </span>
        <span>{saved ? 'Saved to shortlist' : 'Save to shortlist'}</span>
      </button>
      <p role="status" css={[typo.small, { margin: 0 }]} data-testid="save-status">
        {said?.kind === 'saved' && saved && (
          <>
            Saved. {count} of {SHORTLIST_MAX} on{' '}
            <Link to={paths.shortlist} css={link}>
              your shortlist
            </Link>
            .
          </>
        )}
        {said?.kind === 'removed' && !saved && <>Removed from your shortlist.</>}
        {said?.kind === 'full' && !saved && (
          <span css={styles.full}>
            {SHORTLIST_FULL_MESSAGE}{' '}
            <Link to={paths.shortlist} css={link}>
              Open your shortlist
            </Link>
          </span>
        )}
      </p>
    </div>
  );
}
