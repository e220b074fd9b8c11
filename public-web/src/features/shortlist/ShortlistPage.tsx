/** @jsxImportSource @emotion/react */
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { css } from '@emotion/react';
import { palette } from '@homeward/theme';
import { SHORTLIST_LIMITS } from '@homeward/domain';
import { ToolPage, toolIntro } from '../../components/ui/ToolPage.js';
import { Button } from '../../components/ui/Button.js';
import { link, surface, typo } from '../../components/ui/tool-styles.js';
import { fieldStyles } from '../../components/ui/fields.js';
import { paths, providerProfilePath, shortlistComparePath } from '../../app/paths.js';
import { removeFromShortlist, SHORTLIST_MAX, useShortlist, type ShortlistEntry } from '../../lib/shortlist-store.js';

const MAX_COMPARED = SHORTLIST_LIMITS.maxCompared;
export const TOO_MANY_TO_COMPARE = `You can compare up to ${MAX_COMPARED} providers at a time. Untick one first.`;

const styles = {
  list: css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }),
  item: css([surface, { padding: 16, display: 'grid', gap: 8 }]),
  name: css([typo.h4, { overflowWrap: 'anywhere' }]),
  actions: css({ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', justifyContent: 'space-between' }),
  bar: css({ display: 'grid', gap: 8, marginTop: 24, justifyItems: 'start' }),
  warn: css({ color: palette.error, fontWeight: 600 }),
};

function SavedProvider({ entry, compared, onCompare }: { entry: ShortlistEntry; compared: boolean; onCompare(on: boolean): void }) {
  const boxId = `compare-${entry.id}`;
  return (
    <li css={styles.item} data-testid="shortlist-item" data-provider-id={entry.id}>
      <h2 css={styles.name}>
        <Link to={providerProfilePath(entry.id)} css={link}>
          {entry.businessName}
        </Link>
      </h2>
      <div css={styles.actions}>
        <label htmlFor={boxId} css={fieldStyles.radioLabel}>
          <input id={boxId} type="checkbox" checked={compared} onChange={(e) => onCompare(e.target.checked)} css={fieldStyles.radio} />
          Compare <span className="hw-visually-hidden">{entry.businessName}</span>
        </label>
        <Button variant="text" onClick={() => removeFromShortlist(entry.id)}>
          Remove <span className="hw-visually-hidden">{entry.businessName} from your shortlist</span>
        </Button>
      </div>
    </li>
  );
}

/** Which saved providers are ticked to compare: the first four saved until the person chooses. */
function useComparedIds(list: ShortlistEntry[] | null) {
  const [chosen, setChosen] = useState<number[] | null>(null);
  const ids = (list ?? []).map((e) => e.id);
  const compared = (chosen ?? ids.slice(0, MAX_COMPARED)).filter((id) => ids.includes(id));
  const [refused, setRefused] = useState(false);
  const set = (id: number, on: boolean) => {
    if (on && !compared.includes(id) && compared.length >= MAX_COMPARED) {
      setRefused(true);
      return;
    }
    setRefused(false);
    // Kept in the order saved, so the columns read the same as the list.
    setChosen(ids.filter((x) => (x === id ? on : compared.includes(x))));
  };
  return { compared, set, refused };
}

/** /shortlist: the providers saved in this browser, and up to 4 of them chosen to compare side by side. */
export default function ShortlistPage() {
  const list = useShortlist();
  const navigate = useNavigate();
  const { compared, set, refused } = useComparedIds(list);
  return (
    <ToolPage
      meta={{
        title: 'Your shortlist',
        description: 'The providers you saved on this device, to compare side by side and share with your family.',
        path: paths.shortlist,
        robots: 'noindex, follow',
      }}
      title="Your shortlist"
      intro={
        <>
          <p css={toolIntro}>
            The providers you saved, up to {SHORTLIST_MAX}. Tick up to {MAX_COMPARED} to compare them side by side.
          </p>
          <p css={[toolIntro, { marginTop: 8 }]}>Your shortlist stays on this device, in this browser. We do not keep it and you do not need an account.</p>
        </>
      }
    >
      {list === null ? (
        <p role="status" css={typo.body}>
          Loading your shortlist...
        </p>
      ) : list.length === 0 ? (
        <EmptyShortlist />
      ) : (
        <>
          <p css={[typo.body, { marginBottom: 12 }]} data-testid="shortlist-count">
            {list.length} of {SHORTLIST_MAX} saved.
          </p>
          <ul css={styles.list}>
            {list.map((entry) => (
              <SavedProvider key={entry.id} entry={entry} compared={compared.includes(entry.id)} onCompare={(on) => set(entry.id, on)} />
            ))}
          </ul>
          <div css={styles.bar}>
            <p role="status" css={[typo.body, refused && styles.warn]}>
              {refused ? TOO_MANY_TO_COMPARE : compared.length === 0 ? 'Tick at least one provider to compare.' : `${compared.length} ticked to compare.`}
            </p>
            <Button size="large" data-testid="compare-button" disabled={compared.length === 0} onClick={() => void navigate(shortlistComparePath(compared))}>
              Compare {compared.length === 1 ? 'this provider' : `these ${compared.length} providers`}
            </Button>
          </div>
        </>
      )}
    </ToolPage>
  );
}

function EmptyShortlist() {
  return (
    <div css={[surface, { padding: 20, maxWidth: '44rem' }]}>
      <h2 css={[typo.h3, { marginBottom: 8 }]}>Your shortlist is empty</h2>
      <p css={typo.body}>
        Press &quot;Save to shortlist&quot; on a provider in the{' '}
        <Link to={paths.providerDirectory} css={link}>
          provider directory
        </Link>
        , on a provider&apos;s own page, or in the prices at providers near you in the{' '}
        <Link to={paths.calculator} css={link}>
          calculator
        </Link>
        .
      </p>
    </div>
  );
}
