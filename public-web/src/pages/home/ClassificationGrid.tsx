/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { palette, typeScale } from '@homeward/theme';
import { CLASSIFICATION_BUDGETS, formatAud, UI_LIMITS, type ClassificationDto } from '@homeward/domain';
import { useClassificationsQuery } from '../../api/catalog.js';
import { Icon, icons, mq, Skeleton, type IconPaths } from '../../components/content/index.js';

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

const styles = {
  grid: css({
    display: 'grid',
    gap: 16,
    margin: '0 0 16px',
    padding: 0,
    listStyle: 'none',
    gridTemplateColumns: 'minmax(0, 1fr)',
    [mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mq.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  }),
  card: css({
    height: '100%',
    display: 'flex',
    flexDirection: 'column',
    gap: 8,
    padding: 20,
    borderRadius: 12,
    background: palette.paper,
    border: '1px solid #cfd6df',
    borderTop: '6px solid',
  }),
  head: css({ display: 'flex', alignItems: 'flex-start', gap: 10 }),
  badge: css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 44,
    height: 44,
    borderRadius: 10,
    color: '#ffffff',
    flex: 'none',
  }),
  level: css({ margin: 0, fontSize: typeScale.small.fontSize, fontWeight: 700, color: palette.textSecondary }),
  name: css({ margin: 0, fontSize: typeScale.h4.fontSize, fontWeight: 700, lineHeight: 1.3 }),
  description: css({ margin: 0, fontSize: typeScale.ui.fontSize }),
  budget: css({
    marginTop: 'auto',
    paddingTop: 8,
    borderTop: '1px solid #e3e7ec',
    '& dt': { fontSize: typeScale.small.fontSize, color: palette.textSecondary },
    '& dd': { margin: 0, fontSize: typeScale.figure.fontSize, fontWeight: 700 },
  }),
  perYear: css({ display: 'block', fontSize: typeScale.small.fontSize, fontWeight: 400, lineHeight: 1.4, color: palette.textSecondary }),
  error: css({ margin: '0 0 16px', padding: 16, borderRadius: 8, background: palette.goldBg }),
};

function ClassificationCard({ c }: { c: ClassificationDto }) {
  const colour = COLOURS[c.color] ?? COLOURS.blue;
  const quarterly = Number(c.quarterlyBudget);
  return (
    <li>
      <article css={styles.card} style={{ borderTopColor: colour }} aria-labelledby={`classification-${c.level}`}>
        <div css={styles.head}>
          <span css={styles.badge} style={{ background: colour }} aria-hidden="true">
            <Icon path={ICONS[c.icon] ?? icons.heart} size={26} />
          </span>
          <div>
            <p css={styles.level}>Classification {c.level}</p>
            <h3 id={`classification-${c.level}`} css={styles.name}>
              {c.name}
            </h3>
          </div>
        </div>
        {c.description ? <p css={styles.description}>{c.description}</p> : null}
        <dl css={styles.budget}>
          <dt>Quarterly Budget</dt>
          <dd>
            {formatAud(quarterly)} <span css={styles.perYear}>about {formatAud(Math.round(quarterly * 4), 0)} a year</span>
          </dd>
        </dl>
      </article>
    </li>
  );
}

/** The same shape as the API's, from the shared facts: shown only if the API cannot be reached. */
const FALLBACK: ClassificationDto[] = CLASSIFICATION_BUDGETS.classifications.map((c) => ({
  id: c.level,
  level: c.level,
  name: c.name,
  description: c.description,
  icon: c.icon,
  color: c.color,
  quarterlyBudget: c.quarterlyBudget,
}));

/** The 8 ongoing classifications from GET /api/classifications; 8 pulsing placeholders while loading. */
export function ClassificationGrid() {
  const { data, isPending, isError } = useClassificationsQuery();
  if (isPending) {
    return (
      <div aria-busy="true">
        <p className="hw-visually-hidden" role="status">
          Loading the 8 funding classifications...
        </p>
        <ul css={styles.grid} data-testid="classification-placeholders">
          {Array.from({ length: UI_LIMITS.homeClassificationPlaceholders }, (_, i) => (
            <li key={i}>
              <Skeleton height={250} testId="classification-placeholder" />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  const list = isError || !data?.length ? FALLBACK : [...data].sort((a, b) => a.level - b.level);
  return (
    <>
      {isError ? (
        <p css={styles.error} role="status">
          We could not reach our server, so these are the official figures we hold.
        </p>
      ) : null}
      <ul css={styles.grid} data-testid="classification-grid">
        {list.map((c) => (
          <ClassificationCard key={c.id} c={c} />
        ))}
      </ul>
    </>
  );
}
