/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { palette } from '@homeward/theme';
import { Icon } from '../content/Icon.js';
import { email, phone } from '../content/icons.js';
import { globe } from '../content/tool-icons.js';
import { link } from '../ui/tool-styles.js';
import { telHref } from '../../config.js';

/** A line of provider facts behind a grey icon, tall enough to tap (44px). */
export const iconRowStyles = {
  row: css({ display: 'flex', alignItems: 'center', gap: 8, minHeight: 44, minWidth: 0 }),
  icon: css({ color: palette.textSecondary, flexShrink: 0 }),
};

export interface ReachableProvider {
  businessName: string;
  phone: string;
  email: string;
  website: string | null;
}

/**
 * How to reach a provider: phone, email and (when listed) website, each row behind its icon. The directory card
 * lays the rows out as divs and the provider's page as list items; the links name the provider for screen readers.
 * A contact nobody gave us has no row (an empty link would say nothing).
 */
export function ProviderReachRows({ provider: p, row: Row, websiteText }: { provider: ReachableProvider; row: 'div' | 'li'; websiteText: string }) {
  return (
    <>
      {p.phone && (
        <Row css={iconRowStyles.row}>
          <Icon path={phone} size={24} css={iconRowStyles.icon} />
          <a href={telHref(p.phone)} css={link} aria-label={`Phone ${p.businessName}: ${p.phone}`}>
            {p.phone}
          </a>
        </Row>
      )}
      {p.email && (
        <Row css={iconRowStyles.row}>
          <Icon path={email} size={24} css={iconRowStyles.icon} />
          <a href={`mailto:${p.email}`} css={[link, { overflowWrap: 'anywhere' }]} aria-label={`Email ${p.businessName}: ${p.email}`}>
            {p.email}
          </a>
        </Row>
      )}
      {p.website && (
        <Row css={iconRowStyles.row}>
          <Icon path={globe} size={24} css={iconRowStyles.icon} />
          <a href={p.website} target="_blank" rel="noopener noreferrer" css={link}>
            {websiteText}
            <span className="hw-visually-hidden"> of {p.businessName} (opens in a new tab)</span>
          </a>
        </Row>
      )}
    </>
  );
}
