/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { palette, typeScale } from '@homeward/theme';
import { formatAud, unitLabel, type ServiceDto } from '@homeward/domain';
import { Icon } from '../../components/content/index.js';
import { serviceIconPaths } from '../../components/content/service-icons.js';

const styles = {
  card: css({
    height: '100%',
    display: 'flex',
    flexDirection: 'column',
    gap: 10,
    padding: 20,
    borderRadius: 12,
    background: palette.paper,
    border: '1px solid #cfd6df',
  }),
  top: css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12 }),
  icon: css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 48,
    height: 48,
    borderRadius: 10,
    background: '#e3ebf6',
    color: palette.primary,
  }),
  badge: css({ padding: '2px 10px', borderRadius: 999, fontSize: typeScale.caption.fontSize, fontWeight: 700, background: '#eef0f3', color: palette.text }),
  name: css({ margin: 0, fontSize: typeScale.h4.fontSize, fontWeight: 700 }),
  description: css({ margin: 0 }),
  facts: css({
    marginTop: 'auto',
    display: 'flex',
    flexWrap: 'wrap',
    gap: '8px 20px',
    alignItems: 'baseline',
    '& dt': { fontSize: typeScale.small.fontSize, color: palette.textSecondary },
    '& dd': { margin: 0, fontWeight: 700 },
  }),
  pair: css({ display: 'flex', flexDirection: 'column' }),
  free: css({ color: palette.success }),
};

/** One service: icon, category badge, name, description, hourly rate and whether you pay a contribution. */
export function ServiceCard({ service }: { service: ServiceDto }) {
  return (
    <article css={styles.card} aria-labelledby={`service-${service.id}`}>
      <div css={styles.top}>
        <span css={styles.icon} aria-hidden="true">
          <Icon path={serviceIconPaths(service.icon)} />
        </span>
        <span css={styles.badge}>{service.category}</span>
      </div>
      <h3 id={`service-${service.id}`} css={styles.name}>
        {service.name}
      </h3>
      <p css={styles.description}>{service.description}</p>
      <dl css={styles.facts}>
        <div css={styles.pair}>
          <dt>Typical price</dt>
          <dd>
            {formatAud(Number(service.hourlyRate), 0)} {unitLabel(service.unit)}
          </dd>
        </div>
        <div css={styles.pair}>
          <dt>Your contribution</dt>
          <dd css={service.isContributable ? undefined : styles.free}>{service.isContributable ? 'You pay a share' : 'None, fully funded'}</dd>
        </div>
      </dl>
    </article>
  );
}
