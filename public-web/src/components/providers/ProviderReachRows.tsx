/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { palette } from '@homeward/theme';
import { Icon, type IconPaths } from '../content/Icon.js';
import { email, phone } from '../content/icons.js';
import { globe } from '../content/tool-icons.js';
import { link } from '../ui/tool-styles.js';
import { telHref } from '../../config.js';
import type { ReactNode } from 'react';

/** A line of provider facts behind a grey icon, tall enough to tap (44px). */
export const iconRowStyles = {
  row: css({ display: 'flex', alignItems: 'center', gap: 8, minHeight: 44, minWidth: 0 }),
  icon: css({ color: palette.textSecondary, flexShrink: 0 }),
};

/** One such line: the icon, then what it says. */
export function IconRow({ as: Row = 'div', icon, testId, children }: { as?: 'div' | 'li'; icon: IconPaths; testId?: string; children: ReactNode }) {
  return (
    <Row css={iconRowStyles.row} data-testid={testId}>
      <Icon path={icon} size={24} css={iconRowStyles.icon} />
      {children}
    </Row>
  );
}

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
        <IconRow as={Row} icon={phone}>
          <a href={telHref(p.phone)} css={link} aria-label={`Phone ${p.businessName}: ${p.phone}`}>
            {p.phone}
          </a>
        </IconRow>
      )}
      {p.email && (
        <IconRow as={Row} icon={email}>
          <a href={`mailto:${p.email}`} css={[link, { overflowWrap: 'anywhere' }]} aria-label={`Email ${p.businessName}: ${p.email}`}>
            {p.email}
          </a>
        </IconRow>
      )}
      {p.website && (
        <IconRow as={Row} icon={globe}>
          <a href={p.website} target="_blank" rel="noopener noreferrer" css={link}>
            {websiteText}
            <span className="hw-visually-hidden"> of {p.businessName} (opens in a new tab)</span>
          </a>
        </IconRow>
      )}
    </>
  );
}
