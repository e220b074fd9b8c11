/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { palette } from '@homeward/theme';
import type { ProviderProfileDto } from '@homeward/domain';
import { Icon } from '../../../components/content/Icon.js';
import { email, phone } from '../../../components/content/icons.js';
import { globe, place } from '../../../components/content/tool-icons.js';
import { link, typo } from '../../../components/ui/tool-styles.js';
import { telHref } from '../../../config.js';

const styles = {
  rows: css({ display: 'grid', gap: 4, margin: 0, padding: 0, listStyle: 'none' }),
  row: css({ display: 'flex', alignItems: 'center', gap: 8, minHeight: 44, minWidth: 0 }),
  icon: css({ color: palette.textSecondary, flexShrink: 0 }),
  areas: css({ margin: '8px 0 0', paddingLeft: 24, '& li': { marginBottom: 4 } }),
};

/** Where they are and how to reach them. */
export function ProviderContact({ provider: p }: { provider: ProviderProfileDto }) {
  return (
    <ul css={styles.rows}>
      <li css={styles.row}>
        <Icon path={place} size={24} css={styles.icon} />
        <span>
          {p.address}, {p.suburb} {p.state} {p.postcode}
        </span>
      </li>
      <li css={styles.row}>
        <Icon path={phone} size={24} css={styles.icon} />
        <a href={telHref(p.phone)} css={link} aria-label={`Phone ${p.businessName}: ${p.phone}`}>
          {p.phone}
        </a>
      </li>
      <li css={styles.row}>
        <Icon path={email} size={24} css={styles.icon} />
        <a href={`mailto:${p.email}`} css={[link, { overflowWrap: 'anywhere' }]} aria-label={`Email ${p.businessName}: ${p.email}`}>
          {p.email}
        </a>
      </li>
      {p.website && (
        <li css={styles.row}>
          <Icon path={globe} size={24} css={styles.icon} />
          <a href={p.website} target="_blank" rel="noopener noreferrer" css={link}>
            Visit website<span className="hw-visually-hidden"> of {p.businessName} (opens in a new tab)</span>
          </a>
        </li>
      )}
    </ul>
  );
}

/** The suburbs and regions the provider says it visits. */
export function ServiceAreas({ provider: p }: { provider: ProviderProfileDto }) {
  if (p.serviceAreas.length === 0) {
    return <p css={typo.body}>{p.businessName} has not listed the areas it visits. Ask them if they can come to you.</p>;
  }
  return (
    <ul css={styles.areas}>
      {p.serviceAreas.map((area) => (
        <li key={area}>{area}</li>
      ))}
    </ul>
  );
}
