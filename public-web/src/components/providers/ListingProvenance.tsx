/** @jsxImportSource @emotion/react */
import { Link } from 'react-router';
import { css } from '@emotion/react';
import { CLAIMED_LISTING_WORDS, lastConfirmedText, listingKind, TEAM_LISTING_WORDS, unclaimedSourceLine, type ListingProvenance } from '@homeward/domain';
import { link, typo } from '../ui/tool-styles.js';
import { claimListingPath, paths } from '../../app/paths.js';

const styles = {
  line: css([typo.small, typo.muted, { margin: 0, maxWidth: '70ch' }]),
  claim: css([typo.small, { margin: 0 }]),
};

/** "Kept up to date by the provider. Last confirmed 3 November 2026." */
function keptText(words: string, confirmedAt: string | null): string {
  const confirmed = lastConfirmedText(confirmedAt);
  return confirmed ? `${words}. ${confirmed}.` : `${words}.`;
}

/**
 * Where a listing's facts come from, said where they are shown: the government's list and
 * its date (with a link to what that list is), or the provider that keeps it up to date. A team-entered listing
 * says who listed it only where `showTeam` asks (its page); its card stays as it always was.
 */
export function ListingSourceLine({ listing, showTeam = false }: { listing: ListingProvenance; showTeam?: boolean }) {
  const kind = listingKind(listing);
  if (kind === 'unclaimed') {
    return (
      <p css={styles.line} data-testid="listing-source">
        {unclaimedSourceLine(listing)}{' '}
        <Link to={paths.aboutOurData} css={link}>
          About our data
        </Link>
      </p>
    );
  }
  if (kind === 'team' && !showTeam) return null;
  return (
    <p css={styles.line} data-testid="listing-source">
      {keptText(kind === 'claimed' ? CLAIMED_LISTING_WORDS : TEAM_LISTING_WORDS, listing.confirmedAt)}
    </p>
  );
}

/** "Is this your organisation?": to the claim page with this listing chosen; the provider is named for screen readers. */
export function ClaimListingLink({ providerId, businessName }: { providerId: number; businessName: string }) {
  return (
    <p css={styles.claim}>
      <Link to={claimListingPath(providerId)} css={link}>
        Is this your organisation?
        <span className="hw-visually-hidden"> Claim the listing of {businessName}</span>
      </Link>
    </p>
  );
}
