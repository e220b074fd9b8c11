/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { Link } from 'react-router';
import { palette, typeScale } from '@homeward/theme';
import {
  cardServiceBadges,
  CURRENT_NOTICE_MARKER,
  distanceAwayText,
  FREQUENT_RISES_WORDS,
  listingKind,
  pricesRaisedOften,
  type ProviderSearchResult,
} from '@homeward/domain';
import { nearMe, place } from '../../../components/content/tool-icons.js';
import { Button } from '../../../components/ui/Button.js';
import { link, mq, surface, typo } from '../../../components/ui/tool-styles.js';
import { LeadDialogStatusText, prefetchProps, type LeadDialogStatus } from '../../leads/index.js';
import { providerProfilePath } from '../../../app/paths.js';
import { FeaturedBadge } from '../../../components/providers/FeaturedNote.js';
import { ProviderCardAttributes } from '../../../components/providers/ProviderCardAttributes.js';
import { IconRow, ProviderReachRows } from '../../../components/providers/ProviderReachRows.js';
import { ClaimListingLink, ListingSourceLine } from '../../../components/providers/ListingProvenance.js';
import { areaNote, AreaNoteRow, UnclaimedListingFacts } from '../../../components/providers/UnclaimedListingFacts.js';
import { SaveToShortlist } from '../../../components/providers/SaveToShortlist.js';
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
  services: css({ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexWrap: 'wrap', gap: 8 }),
  service: css({ padding: '2px 10px', borderRadius: 16, background: '#e8eef7', color: palette.primaryDark, fontSize: typeScale.caption.fontSize }),
  more: css({ padding: '2px 10px', fontSize: typeScale.caption.fontSize, color: palette.textSecondary }),
  actions: css({ marginTop: 'auto', paddingTop: 12, display: 'grid', gap: 8 }),
  notice: css({ margin: 0, padding: '4px 10px', borderRadius: 8, background: '#fdecea', color: '#8a1c12', fontWeight: 700, justifySelf: 'start' }),
};

/** The profile link: with a place searched, the page lists the offices nearest that place first. */
function profileLink(id: number, near: string): string {
  return near ? `${providerProfilePath(id)}?near=${encodeURIComponent(near)}` : providerProfilePath(id);
}

/**
 * One directory card: who, where, how to reach them, what they offer, and 'Connect with Provider'. No star
 * rating: the ratings held have no source a family could check. A listing from the
 * government's list that nobody has claimed shows only the list's facts, their source, and what is not known yet;
 * the request still goes through us.
 */
export function ProviderCard({ provider: p, near = '', onConnect, onConnectIntent, connectStatus = 'idle' }: ProviderCardProps) {
  const headingId = `provider-${p.id}-name`;
  const unclaimed = listingKind(p.listing) === 'unclaimed';
  const featured = p.isHighlighted && !unclaimed;
  return (
    <article
      aria-labelledby={headingId}
      aria-describedby={featured ? `provider-${p.id}-featured` : undefined}
      // "Show more providers" moves focus to the first new card.
      tabIndex={-1}
      data-provider-id={p.id}
      data-highlighted={featured || undefined}
      data-listing={unclaimed ? 'unclaimed' : undefined}
      css={[styles.card, featured && styles.featuredCard]}
    >
      <div css={styles.top}>
        <h3 id={headingId} css={[typo.h4, { minWidth: 0 }]}>
          <Link to={profileLink(p.id, near)} css={[link, { color: palette.primaryDark }]}>
            {p.businessName}
          </Link>
        </h3>
      </div>
      {p.hasCurrentNotice && (
        <p css={[typo.small, styles.notice]} data-testid="provider-current-notice">
          <Link to={`${profileLink(p.id, near)}#trust-title`} css={[link, { color: 'inherit' }]}>
            {CURRENT_NOTICE_MARKER}
            <span className="hw-visually-hidden">: {p.businessName}</span>
          </Link>
        </p>
      )}
      {unclaimed ? (
        <>
          <UnclaimedListingFacts provider={p} near={near} />
          <ListingSourceLine listing={p.listing} />
          <ClaimListingLink providerId={p.id} businessName={p.businessName} />
        </>
      ) : (
        <ListedCardBody provider={p} near={near} />
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
        <SaveToShortlist provider={p} fullWidth />
      </div>
    </article>
  );
}

/** The card of a listing someone keeps (the provider, or the team): the spec's card in full, and for a claimed one its provenance. */
function ListedCardBody({ provider: p, near }: { provider: ProviderSearchResult; near: string }) {
  const { shown, more } = cardServiceBadges(p.services);
  const away = near ? distanceAwayText(p.distanceKm) : '';
  const note = areaNote(p, near);
  return (
    <>
      {p.isHighlighted && <FeaturedBadge id={`provider-${p.id}-featured`} />}
      {p.name && <p css={[typo.body, typo.muted]}>Contact: {p.name}</p>}
      {p.priceFrom && <PriceFrom priceFrom={p.priceFrom} businessName={p.businessName} providerId={p.id} />}
      {p.description && (
        <p css={styles.description} title={p.description}>
          {p.description}
        </p>
      )}
      <div css={styles.rows}>
        <IconRow icon={place}>
          <span>
            {p.suburb}, {p.state} {p.postcode}
          </span>
        </IconRow>
        {away && (
          <IconRow icon={nearMe} testId="provider-distance">
            <span>
              <strong>{away}</strong>
              <span className="hw-visually-hidden"> from {near}</span>
            </span>
          </IconRow>
        )}
        {note && <AreaNoteRow note={note} near={near} />}
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
      <ListingSourceLine listing={p.listing} />
    </>
  );
}
