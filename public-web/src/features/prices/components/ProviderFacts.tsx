/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { ProviderProfileDto } from '@homeward/domain';
import { place } from '../../../components/content/tool-icons.js';
import { typo } from '../../../components/ui/tool-styles.js';
import { IconRow, ProviderReachRows } from '../../../components/providers/ProviderReachRows.js';

const styles = {
  rows: css({ display: 'grid', gap: 4, margin: 0, padding: 0, listStyle: 'none' }),
  areas: css({ margin: '8px 0 0', paddingLeft: 24, '& li': { marginBottom: 4 } }),
};

/** Where they are and how to reach them. */
export function ProviderContact({ provider: p }: { provider: ProviderProfileDto }) {
  return (
    <ul css={styles.rows}>
      <IconRow as="li" icon={place}>
        <span>
          {p.address}, {p.suburb} {p.state} {p.postcode}
        </span>
      </IconRow>
      <ProviderReachRows provider={p} row="li" websiteText="Visit website" />
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
