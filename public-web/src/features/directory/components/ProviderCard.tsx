/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { Link } from 'react-router';
import { palette, typeScale } from '@homeward/theme';
import {
  cardServiceBadges,
  distanceAwayText,
  FREQUENT_RISES_WORDS,
  pricesRaisedOften,
  SERVICE_AREA_WORDS,
  serviceAreaNote,
  type ProviderSearchResult,
} from '@homeward/domain';
import { Icon } from '../../../components/content/Icon.js';
import { homeWork, nearMe, place } from '../../../components/content/tool-icons.js';
import { Button } from '../../../components/ui/Button.js';
import { link, mq, surface, typo } from '../../../components/ui/tool-styles.js';
import { LeadDialogStatusText, prefetchProps, type LeadDialogStatus } from '../../leads/index.js';
import { providerProfilePath } from '../../../app/paths.js';
import { FeaturedBadge } from '../../../components/providers/FeaturedNote.js';
import { ProviderCardAttributes } from '../../../components/providers/ProviderCardAttributes.js';
import { iconRowStyles, ProviderReachRows } from '../../../components/providers/ProviderReachRows.js';
import { PriceFrom } from './PriceFrom.js';

export interface ProviderCardProps {
  provider: ProviderSearchResult;
  /** The place searched ('' for none): distances are measured from it, and the card says whether the provider visits it. */
  near?: string;
  onConnect(provider: ProviderSearchResult): void;
  /** Starts loading the contact form early (pointer over, focus or touch on the button). */
  onConnectIntent?(): void;
  /** Whether the contact form for this card is on its way, or failed to load. */
  connectStatus?: LeadDialogStatus;
}

const styles = {
  card: css([
    surface,
    {
      height: '100%',
      display: 'flex',
      flexDirection: 'column',
      gap: 8,
      padding: 16,
      [mq.sm]: { padding: 24 },
    },
  ]),
  featuredCard: css({ borderColor: palette.gold }),
  top: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: 8 }),
  description: css({ margin: 0, display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }),
  rows: css({ display: 'grid', marginTop: 4 }),
  visits: css({ color: palette.success, fontWeight: 600 }),
  notListed: css({ color: palette.warning, fontWeight: 600 }),
  services: css({ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexWrap: 'wrap', gap: 8 }),
  service: css({ padding: '2px 10px', borderRadius: 16, background: '#e8eef7', color: palette.primaryDark, fontSize: typeScale.caption.fontSize }),
  more: css({ padding: '2px 10px', fontSize: typeScale.caption.fontSize, color: palette.textSecondary }),
  actions: css({ marginTop: 'auto', paddingTop: 12, display: 'grid', gap: 8 }),
};

/**
 * One directory card: who, where, how to reach them, what they offer, and 'Connect with Provider'. No star
 * rating: the ratings held have no source a family could check (docs/decisions/032).
 */
export function ProviderCard({ provider: p, near = '', onConnect, onConnectIntent, connectStatus = 'idle' }: ProviderCardProps) {
  const { shown, more } = cardServiceBadges(p.services);
  const headingId = `provider-${p.id}-name`;
  const away = near ? distanceAwayText(p.distanceKm) : '';
  const areaNote = serviceAreaNote(p, near);
  return (
    <article
      aria-labelledby={headingId}
      aria-describedby={p.isHighlighted ? `provider-${p.id}-featured` : undefined}
      // "Show more providers" moves focus to the first new card.
      tabIndex={-1}
      data-provider-id={p.id}
      data-highlighted={p.isHighlighted || undefined}
      css={[styles.card, p.isHighlighted && styles.featuredCard]}
    >
      <div css={styles.top}>
        <h3 id={headingId} css={[typo.h4, { minWidth: 0 }]}>
          <Link to={providerProfilePath(p.id)} css={[link, { color: palette.primaryDark }]}>
            {p.businessName}
          </Link>
        </h3>
      </div>
      {p.isHighlighted && <FeaturedBadge id={`provider-${p.id}-featured`} />}
      {p.name && <p css={[typo.body, typo.muted]}>Contact: {p.name}</p>}
      {p.priceFrom && <PriceFrom priceFrom={p.priceFrom} businessName={p.businessName} providerId={p.id} />}
      {p.description && (
        <p css={styles.description} title={p.description}>
          {p.description}
        </p>
      )}
      <div css={styles.rows}>
        <div css={iconRowStyles.row}>
          <Icon path={place} size={24} css={iconRowStyles.icon} />
          <span>
            {p.suburb}, {p.state} {p.postcode}
          </span>
        </div>
        {away && (
          <div css={iconRowStyles.row} data-testid="provider-distance">
            <Icon path={nearMe} size={24} css={iconRowStyles.icon} />
            <span>
              <strong>{away}</strong>
              <span className="hw-visually-hidden"> from {near}</span>
            </span>
          </div>
        )}
        {areaNote && (
          <div css={[iconRowStyles.row, areaNote === 'visits' ? styles.visits : styles.notListed]} data-testid="provider-area-note">
            <Icon path={homeWork} size={24} css={{ flexShrink: 0 }} />
            <span>
              {SERVICE_AREA_WORDS[areaNote]}
              <span className="hw-visually-hidden"> ({near})</span>
            </span>
          </div>
        )}
        <ProviderReachRows provider={p} row="div" websiteText="Visit Website" />
      </div>
      <ProviderCardAttributes provider={p} />
      {pricesRaisedOften(p.frequentPriceRisesUntil, new Date()) && (
        <p css={[typo.small, { margin: 0, color: '#7a4100', fontWeight: 600 }]} data-testid="provider-frequent-rises">
          {FREQUENT_RISES_WORDS.card}
        </p>
      )}
      {p.services.length > 0 && (
        <ul aria-label="Services offered" css={styles.services}>
          {shown.map((s) => (
            <li key={s.id} css={styles.service}>
              {s.name}
            </li>
          ))}
          {more > 0 && <li css={styles.more}>+{more} more</li>}
        </ul>
      )}
      <div css={styles.actions}>
        <Button
          fullWidth
          onClick={() => onConnect(p)}
          {...(onConnectIntent ? prefetchProps(onConnectIntent) : {})}
          aria-label={`Connect with Provider: ${p.businessName}`}
        >
          Connect with Provider
        </Button>
        <LeadDialogStatusText status={connectStatus} />
      </div>
    </article>
  );
}
