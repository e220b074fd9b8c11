import { useEffect, useState } from 'react';
import { formatAud, UI_LIMITS, type ClassificationDto } from '@homeward/domain';
import { useClassificationsQuery } from '../../api/catalog.js';
import { Icon, type IconPaths } from '../../components/content/Icon.js';
import * as icons from '../../components/content/icons.js';
import { Skeleton } from '../../components/content/Skeleton.js';

const ICONS: Record<string, IconPaths> = {
  leaf: icons.leaf,
  seedling: icons.seedling,
  tree: icons.tree,
  heart: icons.heart,
  'shield-alt': icons.shield,
  'hands-helping': icons.handshake,
  'user-nurse': icons.nurse,
  'medical-kit': icons.firstaid,
};
// Accent colours for the classification colour names, all dark enough for white text (AA).
const COLOURS: Record<string, string> = {
  blue: '#1d4f91',
  green: '#2e6b3f',
  yellow: '#7a5900',
  purple: '#5b3a8c',
  red: '#a3261c',
  indigo: '#3a3f95',
  pink: '#9b2c5e',
  gray: '#4a5361',
};

function ClassificationCard({ c }: { c: ClassificationDto }) {
  const colour = COLOURS[c.color] ?? COLOURS.blue;
  const quarterly = Number(c.quarterlyBudget);
  return (
    <li>
      <article className="hw-classification" style={{ borderTopColor: colour }} aria-labelledby={`classification-${c.level}`}>
        <div className="hw-classification__head">
          <span className="hw-classification__badge" style={{ background: colour }} aria-hidden="true">
            <Icon path={ICONS[c.icon] ?? icons.heart} size={26} />
          </span>
          <div>
            <p className="hw-classification__level">Classification {c.level}</p>
            <h3 id={`classification-${c.level}`} className="hw-classification__name">
              {c.name}
            </h3>
          </div>
        </div>
        {c.description ? <p className="hw-classification__description">{c.description}</p> : null}
        <dl className="hw-classification__budget">
          <dt>Quarterly Budget</dt>
          <dd>
            {formatAud(quarterly)} <span className="hw-classification__per-year">about {formatAud(Math.round(quarterly * 4), 0)} a year</span>
          </dd>
        </dl>
      </article>
    </li>
  );
}

/**
 * The official figures, shown only if the API cannot be reached: a chunk of their own, fetched then, so the
 * home page's first load does not carry them.
 */
function useOfficialClassifications(needed: boolean): ClassificationDto[] | null {
  const [list, setList] = useState<ClassificationDto[] | null>(null);
  useEffect(() => {
    if (!needed || list) return undefined;
    let live = true;
    import(/* webpackChunkName: "official-classifications" */ './official-classifications.js').then(
      (m) => {
        if (live) setList(m.OFFICIAL_CLASSIFICATIONS);
      },
      (error: unknown) => console.error('The official classifications could not load', error),
    );
    return () => {
      live = false;
    };
  }, [needed, list]);
  return list;
}

/** The 8 ongoing classifications from GET /api/classifications; 8 pulsing placeholders while loading. */
export function ClassificationGrid() {
  const { data, isPending, isError } = useClassificationsQuery();
  const unavailable = !isPending && (isError || !data?.length);
  const official = useOfficialClassifications(unavailable);
  if (isPending || (unavailable && !official)) {
    return (
      <div aria-busy="true">
        <p className="hw-visually-hidden" role="status">
          Loading the 8 funding classifications...
        </p>
        <ul className="hw-classifications" data-testid="classification-placeholders">
          {Array.from({ length: UI_LIMITS.homeClassificationPlaceholders }, (_, i) => (
            <li key={i}>
              <Skeleton height={250} testId="classification-placeholder" />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  const list = unavailable ? (official ?? []) : [...(data ?? [])].sort((a, b) => a.level - b.level);
  return (
    <>
      {isError ? (
        <p className="hw-classifications-error" role="status">
          We could not reach our server, so these are the official figures we hold.
        </p>
      ) : null}
      <ul className="hw-classifications" data-testid="classification-grid">
        {list.map((c) => (
          <ClassificationCard key={c.id} c={c} />
        ))}
      </ul>
    </>
  );
}
