/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { palette } from '@homeward/theme';
import { attributeLabels, COMMISSION_NAME, formatFactDate, noticeStanding, REGISTRATION_CATEGORIES, type Notice, type ProviderTrust } from '@homeward/domain';
import { ExternalLink } from '../content/ButtonLink.js';
import { useProviderTrust } from '../../api/get-provider-trust.js';
import { typo } from '../ui/tool-styles.js';

/** The Commission's page of provider performance and regulatory decisions: where a family can look for itself. */
export const COMMISSION_PERFORMANCE_PAGE = 'https://www.agedcarequality.gov.au/aged-care-performance';

const styles = {
  panel: css({ display: 'grid', gap: 12, maxWidth: '48rem' }),
  headline: css({ margin: 0, fontWeight: 700 }),
  warning: css({ color: '#8a1c12' }),
  clear: css({ color: palette.success }),
  list: css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }),
  notice: css({ borderLeft: '4px solid #8a1c12', paddingLeft: 12, display: 'grid', gap: 4, '& p': { margin: 0 } }),
  pastNotice: css({ borderLeftColor: '#6b7380' }),
  term: css({ fontWeight: 600 }),
  detail: css({ margin: 0 }),
  subheading: css([typo.body, { margin: 0, fontWeight: 700 }]),
};

function NoticeItem({ notice: n, past = false }: { notice: Notice; past?: boolean }) {
  return (
    <li css={[styles.notice, past && styles.pastNotice]} data-testid="trust-notice">
      <p css={typo.body}>
        <strong>{n.kindLabel}</strong>
      </p>
      <p css={typo.small}>
        Issued {formatFactDate(n.issuedOn)}
        {n.endedOn ? `. Ended ${formatFactDate(n.endedOn)}.` : '. Still in force.'}
      </p>
      <p css={typo.body}>{n.summary}</p>
      <p css={typo.small}>
        <ExternalLink href={n.link}>Read this notice on the Commission&apos;s website</ExternalLink>
      </p>
    </li>
  );
}

/** The answer first: current notices, "no current notices" with the date the team checked, or that we have not checked. */
function Standing({ trust }: { trust: ProviderTrust }) {
  const standing = noticeStanding(trust);
  if (standing.kind === 'current') {
    return (
      <p css={[typo.body, styles.headline, styles.warning]} data-testid="trust-standing">
        {standing.count === 1 ? 'The regulator has 1 current notice' : `The regulator has ${standing.count} current notices`} about this provider.
      </p>
    );
  }
  if (standing.kind === 'none-checked') {
    return (
      <p css={[typo.body, styles.headline, styles.clear]} data-testid="trust-standing">
        No current notices (checked {formatFactDate(standing.checkedOn)}).
      </p>
    );
  }
  return (
    <p css={[typo.body, styles.headline]} data-testid="trust-standing">
      We have not checked this provider&apos;s notices yet.{' '}
      <span css={{ fontWeight: 400 }}>
        You can look on the <ExternalLink href={COMMISSION_PERFORMANCE_PAGE}>{COMMISSION_NAME}&apos;s website</ExternalLink>.
      </span>
    </p>
  );
}

/** Registration categories: known ones by name; a listing nobody has claimed says we do not know yet. */
export function registrationWords(categories: ProviderTrust['registrationCategories']): string {
  if (categories === null) return 'Not known yet: the provider has not claimed this listing.';
  const labels = attributeLabels(REGISTRATION_CATEGORIES, categories);
  return labels.length > 0 ? labels.join('; ') : 'The provider has not told us.';
}

/**
 * The trust panel (provider page and comparison): what the Aged Care Quality and Safety Commission has done about
 * the provider, as the Homeward team recorded it, with dates and the Commission's own page for each notice, and the
 * categories it is registered in. It never reads as "all clear" unless the team has checked, and says when.
 */
export function TrustPanel({ trust, headingLevel = 3, showRegistration = true }: { trust: ProviderTrust; headingLevel?: 3 | 4; showRegistration?: boolean }) {
  const Sub = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div css={styles.panel} data-testid="trust-panel">
      <Standing trust={trust} />
      {trust.currentNotices.length > 0 && (
        <ul css={styles.list} aria-label="Current notices">
          {trust.currentNotices.map((n) => (
            <NoticeItem key={n.id} notice={n} />
          ))}
        </ul>
      )}
      {trust.currentNotices.length > 0 && trust.noticesCheckedOn && (
        <p css={[typo.small, typo.muted]}>Our team last checked the Commission&apos;s notices on {formatFactDate(trust.noticesCheckedOn)}.</p>
      )}
      {trust.pastNotices.length > 0 && (
        <>
          <Sub css={styles.subheading}>Past notices</Sub>
          <ul css={styles.list} aria-label="Past notices">
            {trust.pastNotices.map((n) => (
              <NoticeItem key={n.id} notice={n} past />
            ))}
          </ul>
        </>
      )}
      {showRegistration && (
        <dl css={[typo.body, { margin: 0 }]}>
          <dt css={styles.term}>Registered with the Commission for</dt>
          <dd css={styles.detail} data-testid="trust-registration">
            {registrationWords(trust.registrationCategories)}
          </dd>
        </dl>
      )}
    </div>
  );
}

/** The trust panel of one provider, read from GET /api/providers/:id/trust after the page has loaded. */
export function ProviderTrustPanel({ providerId, showRegistration = true }: { providerId: number; showRegistration?: boolean }) {
  const query = useProviderTrust(providerId);
  if (query.data) return <TrustPanel trust={query.data} showRegistration={showRegistration} />;
  if (query.isError) {
    return (
      <p css={typo.body} role="alert">
        We could not load what the regulator has said about this provider. Please reload the page to try again, or look on the{' '}
        <ExternalLink href={COMMISSION_PERFORMANCE_PAGE}>{COMMISSION_NAME}&apos;s website</ExternalLink>.
      </p>
    );
  }
  return (
    <p css={[typo.body, typo.muted]} role="status">
      Loading what the regulator has said...
    </p>
  );
}
