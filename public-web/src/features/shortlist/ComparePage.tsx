/** @jsxImportSource @emotion/react */
import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { css } from '@emotion/react';
import {
  cleanPlaceText,
  decodeShortlistLink,
  formatFactDate,
  SHORTLIST_LIMITS,
  type ApiErrorCode,
  type ShortlistLink,
  type ShortlistPlan,
} from '@homeward/domain';
import { apiErrorOf } from '@homeward/domain';
import { ToolPage, toolIntro } from '../../components/ui/ToolPage.js';
import { ErrorAlert } from '../../components/ui/Alert.js';
import { Button } from '../../components/ui/Button.js';
import { NearField } from '../../components/places/NearField.js';
import { unknownPlaceMessage } from '../../api/search-locations.js';
import { link, typo } from '../../components/ui/tool-styles.js';
import { pdf } from '../../components/content/tool-icons.js';
import { badRequestMessage } from '../../lib/api-client.js';
import { readSavedPlan } from '../../lib/saved-plan.js';
import { useShortlist } from '../../lib/shortlist-store.js';
import { paths } from '../../app/paths.js';
import { useComparison, type CompareSubject } from './api/compare-providers.js';
import { CompareView } from './components/CompareView.js';
import { SharePanel } from './components/SharePanel.js';
import { SharedShortlistOffer } from './components/SharedShortlistOffer.js';
import { PlanLine } from './components/PlanLine.js';

const styles = {
  controls: css({ display: 'grid', gap: 16, marginBottom: 24, maxWidth: '44rem' }),
  buttons: css({ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'flex-start' }),
  printedNote: css([typo.small, { marginTop: 16 }]),
};

/** "3,7,12" -> [3, 7, 12]; anything else (too many, repeated, not ids) -> null. */
export function parseCompareIds(text: string | null): number[] | null {
  if (!text || !/^[1-9]\d{0,9}(,[1-9]\d{0,9})*$/.test(text)) return null;
  const ids = text.split(',').map(Number);
  return ids.length <= SHORTLIST_LIMITS.maxCompared && new Set(ids).size === ids.length ? ids : null;
}

type Source = { kind: 'mine'; ids: number[] } | { kind: 'shared'; link: ShortlistLink } | { kind: 'bad'; message: string } | { kind: 'none' };

function sourceFrom(params: URLSearchParams): Source {
  const shared = params.get('link');
  if (shared !== null) {
    const decoded = decodeShortlistLink(shared);
    if (!decoded.ok) return { kind: 'bad', message: decoded.message };
    return decoded.value.compareIds.length > 0
      ? { kind: 'shared', link: decoded.value }
      : { kind: 'bad', message: 'This link has no providers to compare. Ask for the link again.' };
  }
  const ids = parseCompareIds(params.get('ids'));
  return ids ? { kind: 'mine', ids } : { kind: 'none' };
}

/**
 * /shortlist/compare: up to 4 providers side by side, for the family's plan when the browser holds one (the
 * calculator keeps it, lib/saved-plan) or the shared link carries one, from the family's place when given. Share
 * gives a link that reopens the same comparison elsewhere; Print gives an A4 page.
 */
export default function ComparePage() {
  const [params, setParams] = useSearchParams();
  // The prerendered page knows no query string or storage: the first render says "loading" and matches it.
  const [ready, setReady] = useState(false);
  const [savedPlan, setSavedPlan] = useState<ShortlistPlan | null>(null);
  useEffect(() => {
    setSavedPlan(readSavedPlan());
    setReady(true);
  }, []);
  const source = useMemo(() => sourceFrom(params), [params]);
  const planOff = params.get('plan') === 'off';
  const near = cleanPlaceText(params.get('near') ?? (source.kind === 'shared' ? (source.link.near ?? '') : ''));
  const linkPlan = source.kind === 'shared' ? (source.link.plan ?? null) : savedPlan;
  const plan = planOff ? null : linkPlan;
  const ids = source.kind === 'mine' ? source.ids : source.kind === 'shared' ? source.link.compareIds : [];
  // A place the server could not find: said under the field, and the comparison is made without distances.
  const [rejected, setRejected] = useState<{ near: string; message: string } | null>(null);
  const usedNear = near === rejected?.near ? '' : near;
  const subject: CompareSubject | null = ready && ids.length > 0 ? { ids, near: usedNear, plan } : null;
  const query = useComparison(subject);

  const error = query.error ? badRequestMessage(query.error) : null;
  const nearError = query.error ? unknownPlaceMessage(query.error, usedNear) : null;
  useEffect(() => {
    if (nearError) setRejected({ near: usedNear, message: nearError });
  }, [nearError, usedNear]);

  const setParam = (key: string, value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  const mine = useShortlist();
  const shareLink: ShortlistLink | null = query.data
    ? {
        // The saved providers after the compared ones, so the compared are always in it (and the link holds at most 8).
        providerIds: (source.kind === 'shared' ? source.link.providerIds : [...ids, ...(mine ?? []).map((e) => e.id).filter((id) => !ids.includes(id))]).slice(
          0,
          SHORTLIST_LIMITS.maxSaved,
        ),
        compareIds: ids,
        ...(usedNear ? { near: usedNear } : {}),
        ...(plan ? { plan } : {}),
      }
    : null;

  return (
    <ToolPage
      meta={{
        title: 'Compare providers',
        description: 'Providers from your shortlist side by side: prices for your plan, distance, services, languages, intake and what the regulator says.',
        path: paths.shortlistCompare,
        robots: 'noindex, follow',
      }}
      title="Compare providers side by side"
      intro={<p css={toolIntro}>The same questions for each provider, one row each. Where we do not know something yet, we say so.</p>}
      width="lg"
    >
      {!ready ? (
        <p role="status" css={typo.body}>
          Loading the comparison...
        </p>
      ) : source.kind === 'bad' ? (
        <BadLink message={source.message} />
      ) : source.kind === 'none' ? (
        <p css={typo.body}>
          Choose up to {SHORTLIST_LIMITS.maxCompared} providers to compare on{' '}
          <Link to={paths.shortlist} css={link}>
            your shortlist
          </Link>
          .
        </p>
      ) : (
        <>
          {source.kind === 'shared' && query.data && <SharedShortlistOffer providerIds={source.link.providerIds} columns={query.data.providers} />}
          <div css={styles.controls} className="hw-no-print">
            <p css={typo.body}>
              <Link to={paths.shortlist} css={link}>
                Back to your shortlist
              </Link>
            </p>
            <PlanLine plan={plan} available={linkPlan} summary={query.data?.plan ?? null} onUsePlan={(use) => setParam('plan', use ? '' : 'off')} />
            <NearField
              id="compare-near"
              label="Your suburb or postcode (for distances)"
              near={near}
              error={rejected && near === rejected.near ? rejected.message : null}
              onChange={(text) => {
                setRejected(null);
                setParam('near', cleanPlaceText(text));
              }}
            />
          </div>
          {query.isPending ? (
            <p role="status" css={typo.body}>
              Loading the comparison...
            </p>
          ) : query.data ? (
            <>
              <CompareView response={query.data} />
              <p css={styles.printedNote}>
                Made on Homeward on {formatFactDate(query.data.asOf)}. Prices and details can change: check with the provider before you agree to anything.
              </p>
              <div css={[styles.buttons, { marginTop: 24 }]} className="hw-no-print">
                {shareLink && <SharePanel link={shareLink} />}
                <Button variant="outlined" startIcon={pdf} onClick={() => window.print()}>
                  Print this comparison
                </Button>
              </div>
            </>
          ) : (
            <ErrorAlert title="We could not compare these providers">
              <p css={{ margin: 0 }}>{(error && !nearError ? error : notFoundWords(query.error)) ?? 'Please check your connection and try again.'}</p>
              <Button variant="outlined" onClick={() => void query.refetch()} css={{ marginTop: 8 }}>
                Try again
              </Button>
            </ErrorAlert>
          )}
        </>
      )}
    </ToolPage>
  );
}

/** The answer for providers no longer listed: the server names them ("Provider 12 not found"). */
function notFoundWords(error: unknown): string | null {
  const problem = apiErrorOf(error);
  // The code as a checked literal: importing the codes' table would put all of it in every chunk that reads errors.
  if (!problem || problem.code !== ('PROVIDER_NOT_FOUND' satisfies ApiErrorCode) || typeof problem.message !== 'string') return null;
  return `${problem.message}. They may no longer be listed: remove them from your shortlist and compare again.`;
}

function BadLink({ message }: { message: string }) {
  return (
    <ErrorAlert title="We cannot open this link">
      <p css={{ margin: 0 }}>{message}</p>
      <p css={{ margin: '8px 0 0' }}>
        <Link to={paths.shortlist} css={link}>
          Open your own shortlist
        </Link>
      </p>
    </ErrorAlert>
  );
}
