/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { palette } from '@homeward/theme';
import {
  distanceAwayText,
  organisationTypeWords,
  providerPageIndexable,
  visitEstimateText,
  type ProviderOfficeDto,
  type ProviderProfileDto,
} from '@homeward/domain';
import { PageMeta } from '../../../components/seo/PageMeta.js';
import { TextLink } from '../../../components/content/ButtonLink.js';
import { typo } from '../../../components/ui/tool-styles.js';
import { ListingSourceLine } from '../../../components/providers/ListingProvenance.js';
import { ProviderTrustPanel } from '../../../components/providers/TrustPanel.js';
import { claimListingPath, paths, providerProfilePath } from '../../../app/paths.js';
import { ProfileSection, profileNote } from './ProfileSection.js';
import type { ReactNode } from 'react';

const styles = {
  offices: css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 16, maxWidth: '48rem' }),
  office: css({ borderLeft: `4px solid ${palette.primary}`, paddingLeft: 12, '& p': { margin: 0 } }),
  gone: css({ color: palette.warning, fontWeight: 600 }),
};

/** "3 offices", "an office". */
const officesWords = (count: number) => (count === 1 ? 'an office' : `${count} offices`);

/** How the offices are ordered, and that the visiting distances are our estimate. */
function officesIntro(p: ProviderProfileDto, near: string): string {
  const byDistance = near !== '' && p.offices.some((o) => o.distanceKm !== null);
  const order = p.offices.length > 1 ? (byDistance ? ` Nearest to ${near} first.` : ' By state and suburb.') : '';
  return (
    `The government's list has ${officesWords(p.offices.length)} for ${p.businessName}.${order} ` +
    'How far they travel to visit people is our estimate, worked out from how remote each office is.'
  );
}

function OfficeItem({ office: o, near }: { office: ProviderOfficeDto; near: string }) {
  const away = near ? distanceAwayText(o.distanceKm) : '';
  return (
    <li css={styles.office} data-testid="provider-office">
      <p css={[typo.body, { fontWeight: 600 }]}>
        {o.address}, {o.suburb} {o.state} {o.postcode}
      </p>
      {away && (
        <p css={typo.body}>
          {away} from {near}
        </p>
      )}
      <p css={typo.body}>{visitEstimateText(o.visitRadiusKm)}</p>
      {o.goneFromList && <p css={[typo.body, styles.gone]}>This office is not on the newest government list. We are checking it.</p>}
    </li>
  );
}

export interface UnclaimedProfileProps {
  provider: ProviderProfileDto;
  /** The place the page was opened from ('' for none): the offices come nearest first, with their distance. */
  near: string;
  /** The "Ask this provider to contact me" button: the request goes to our team, who pass it on. */
  contact: ReactNode;
}

/**
 * The page of a listing from the government's list that nobody from the organisation has claimed:
 * what the list says (name, type, offices), where that comes from, what we do not know yet, and how the
 * organisation can claim it. No invented facts: no contacts, services, prices, areas or ratings.
 */
export function UnclaimedProfile({ provider: p, near, contact }: UnclaimedProfileProps) {
  const type = organisationTypeWords(p.listing.organisationType);
  return (
    <>
      <PageMeta
        title={`${p.businessName}: home-care provider in ${p.suburb} ${p.state}`}
        description={`${p.businessName} is on the Australian Government's list of home-care services, with ${officesWords(p.offices.length)} in ${p.state}. See where they work from and ask them to contact you through Homeward.`}
        path={providerProfilePath(p.id)}
        robots={providerPageIndexable(p) ? 'index, follow' : 'noindex, follow'}
      />
      <header css={{ marginBottom: 24 }}>
        <p css={[typo.body, { marginBottom: 12 }]}>
          <TextLink to={paths.providerDirectory}>Back to the provider directory</TextLink>
        </p>
        <h1 css={[typo.h1, { marginBottom: 8 }]}>{p.businessName}</h1>
        {type && <p css={[typo.body, { fontWeight: 600, marginBottom: 8 }]}>{type}</p>}
        <ListingSourceLine listing={p.listing} />
        {contact}
      </header>

      <ProfileSection id="offices" title="Where do they work from?">
        <p css={profileNote}>{officesIntro(p, near)}</p>
        {p.offices.length > 0 ? (
          <ul css={styles.offices}>
            {p.offices.map((office) => (
              <OfficeItem key={office.id} office={office} near={near} />
            ))}
          </ul>
        ) : (
          <p css={profileNote}>We do not have an address for them yet.</p>
        )}
      </ProfileSection>

      <ProfileSection id="trust" title="Has the regulator acted against them?">
        <ProviderTrustPanel providerId={p.id} />
      </ProfileSection>

      <ProfileSection id="unknown" title="What we do not know yet">
        <p css={profileNote}>
          They have not told us their phone number, email, website, the services they offer, their prices or the areas they visit. Ask us to pass on your
          request and they can tell you.
        </p>
      </ProfileSection>

      <ProfileSection id="claim" title="Is this your organisation?">
        <p css={profileNote}>
          Claim this listing to add your contact details, services, areas and prices, and to correct anything that is wrong. It is free.{' '}
          <TextLink to={claimListingPath(p.id)}>Claim this listing</TextLink>
        </p>
        <p css={profileNote}>
          <TextLink to={paths.aboutOurData}>About our data</TextLink>: where this listing comes from and what we changed.
        </p>
      </ProfileSection>
    </>
  );
}
