/** @jsxImportSource @emotion/react */
import { useParams, useSearchParams } from 'react-router';
import { css } from '@emotion/react';
import { COMMON_PRICE_TERM, listingKind, type ProviderProfileDto } from '@homeward/domain';
import { LeadDialogStatusText, prefetchProps, useLeadDialogs, useVisitSessionId } from '../leads/index.js';
import { PageMeta } from '../../components/seo/PageMeta.js';
import { Container } from '../../components/ui/Container.js';
import { Button } from '../../components/ui/Button.js';
import { Skeleton } from '../../components/content/Skeleton.js';
import { TextLink } from '../../components/content/ButtonLink.js';
import { pageBody, surface, typo } from '../../components/ui/tool-styles.js';
import { paths, providerProfilePath, statementCheckerPath } from '../../app/paths.js';
import NotFoundPage from '../../pages/not-found/NotFoundPage.js';
import { ProviderCardAttributes } from '../../components/providers/ProviderCardAttributes.js';
import { FeaturedBadge } from '../../components/providers/FeaturedNote.js';
import { useProviderProfile } from '../../api/get-provider-profile.js';
import { embeddedJson, pageNear, PROVIDER_PAGE_DATA_ID } from '../../api/provider-page-data.js';
import { ListingSourceLine } from '../../components/providers/ListingProvenance.js';
import { SaveToShortlist } from '../../components/providers/SaveToShortlist.js';
import { ProviderTrustPanel } from '../../components/providers/TrustPanel.js';
import { PriceTable } from './components/PriceTable.js';
import { PriceHistory } from './components/PriceHistory.js';
import { ProviderContact, ServiceAreas } from './components/ProviderFacts.js';
import { ProfileSection, profileNote } from './components/ProfileSection.js';
import { UnclaimedProfile } from './components/UnclaimedProfile.js';
import { INDICATIVE_SOURCE_TEXT, updatedOnText } from './price-words.js';
import type { ReactNode } from 'react';

const styles = {
  header: css({ marginBottom: 24 }),
  note: profileNote,
  contact: css([surface, { padding: 20, marginTop: 16, maxWidth: '40rem' }]),
};

/** The id in the address: a positive whole number, or NaN. */
function idFrom(param: string | undefined): number {
  return param && /^[1-9]\d{0,9}$/.test(param) ? Number(param) : NaN;
}

/** /provider-directory/:id. Rendered by the API at request time, then hydrated. */
export default function ProviderProfilePage() {
  const id = idFrom(useParams().id);
  if (Number.isNaN(id)) return <NotFoundPage />;
  return <ProviderProfile id={id} />;
}

function ProviderProfile({ id }: { id: number }) {
  // Opened from a place (a card's link after a near search): the offices come nearest that place first.
  const near = pageNear(useSearchParams()[0].get('near'));
  const query = useProviderProfile(id, near);
  const embedded =
    query.data !== undefined ? (
      <script
        type="application/json"
        id={PROVIDER_PAGE_DATA_ID}
        dangerouslySetInnerHTML={{ __html: embeddedJson(near ? { id, near, profile: query.data } : { id, profile: query.data }) }}
      />
    ) : null;
  if (query.data === null) {
    return (
      <>
        <NotFoundPage />
        {embedded}
      </>
    );
  }
  return (
    <main id="main-content">
      {query.data ? <Profile provider={query.data} near={near} /> : <Loading failed={query.isError} onRetry={() => void query.refetch()} />}
      {embedded}
    </main>
  );
}

function Loading({ failed, onRetry }: { failed: boolean; onRetry(): void }) {
  return (
    <Container>
      <div css={pageBody}>
        <PageMeta title="Provider" description="A Support at Home provider's services and prices." path={null} robots="noindex, follow" />
        {failed ? (
          <div role="alert">
            <h1 css={[typo.h1, { marginBottom: 12 }]}>We could not load this provider</h1>
            <p css={[typo.body, { marginBottom: 16 }]}>Please check your connection and try again.</p>
            <Button variant="outlined" onClick={onRetry}>
              Try again
            </Button>
          </div>
        ) : (
          <div aria-busy="true">
            <p role="status" css={typo.body}>
              Loading provider...
            </p>
            <Skeleton height={48} />
            <Skeleton height={240} />
          </div>
        )}
      </div>
    </Container>
  );
}

function Profile({ provider: p, near }: { provider: ProviderProfileDto; near: string }) {
  const sessionId = useVisitSessionId();
  const lead = useLeadDialogs();
  const LeadDialog = lead.dialogs?.ProviderLeadDialog;
  const contact = (
    <div css={{ marginTop: 16, maxWidth: '24rem' }}>
      <Button size="large" fullWidth onClick={lead.request} {...prefetchProps(lead.prefetch)}>
        Ask this provider to contact me
      </Button>
      <LeadDialogStatusText status={lead.status} css={{ marginTop: 8 }} />
      <div css={{ marginTop: 12 }}>
        <SaveToShortlist provider={p} fullWidth />
      </div>
    </div>
  );
  return (
    <Container>
      <div css={pageBody}>
        {listingKind(p.listing) === 'unclaimed' ? (
          <UnclaimedProfile provider={p} near={near} contact={contact} />
        ) : (
          <ListedProfile provider={p} contact={contact} />
        )}
      </div>
      {LeadDialog && <LeadDialog open={lead.open} onClose={lead.close} sessionId={sessionId} provider={p} />}
    </Container>
  );
}

/** The page of a listing someone keeps (the provider, or the team): prices, history, who they help, areas, contacts. */
function ListedProfile({ provider: p, contact }: { provider: ProviderProfileDto; contact: ReactNode }) {
  const priced = p.prices.length;
  return (
    <>
      <PageMeta
        title={`${p.businessName}: services and prices`}
        description={`${p.businessName}, ${p.suburb} ${p.state}: Support at Home services, their published prices by time of day, how they compare with typical prices, and how to get in touch.`}
        path={providerProfilePath(p.id)}
      />
      <header css={styles.header}>
        <p css={[typo.body, { marginBottom: 12 }]}>
          <TextLink to={paths.providerDirectory}>Back to the provider directory</TextLink>
        </p>
        {p.isHighlighted && (
          <div css={{ marginBottom: 8 }}>
            <FeaturedBadge id="provider-featured" />
          </div>
        )}
        <h1 css={[typo.h1, { marginBottom: 8 }]}>{p.businessName}</h1>
        <p css={[typo.body, typo.muted]}>
          Support at Home provider in {p.suburb}, {p.state} {p.postcode}
        </p>
        <ListingSourceLine listing={p.listing} showTeam />
        {p.description && <p css={[styles.note, { marginTop: 12 }]}>{p.description}</p>}
        {contact}
      </header>

      <ProfileSection id="prices" title="What do they charge?">
        <p css={styles.note}>
          These are the prices {p.businessName} has published for each service. The government calls them the provider&apos;s &quot;{COMMON_PRICE_TERM}
          s&quot;. Prices can change, so check with the provider before you agree.
          {priced < p.services.length && ' Where a price is not published, ask the provider for it.'}
        </p>
        <p css={styles.note}>
          <strong>
            {p.pricesUpdatedAt ? `Prices last updated ${updatedOnText(p.pricesUpdatedAt)}.` : 'We do not know when these prices were last updated.'}
          </strong>
        </p>
        <PriceTable provider={p} />
        <p css={[typo.small, typo.muted, { maxWidth: '70ch' }]}>
          The usual range is what most providers charged for weekday daytime care, from the {INDICATIVE_SOURCE_TEXT}. It is a guide, not a limit. There is no
          usual range for evenings, weekends or public holidays, which often cost more.
        </p>
        <p css={styles.note}>
          Already getting care from them? <TextLink to={statementCheckerPath(p.id)}>Check your statement against these prices</TextLink>.
        </p>
      </ProfileSection>

      <ProfileSection id="price-history" title="Have their prices gone up?">
        <PriceHistory provider={p} />
      </ProfileSection>

      {(p.acceptingNewClients || p.languages.length > 0 || p.diverseNeeds.length > 0 || p.registrationCategories.length > 0) && (
        <ProfileSection id="help" title="Who do they help?">
          <ProviderCardAttributes provider={p} />
        </ProfileSection>
      )}

      <ProfileSection id="trust" title="Has the regulator acted against them?">
        {/* "Who do they help?" above already names the categories the provider told us. */}
        <ProviderTrustPanel providerId={p.id} showRegistration={p.registrationCategories.length === 0} />
      </ProfileSection>

      <ProfileSection id="areas" title="Where do they visit?">
        <ServiceAreas provider={p} />
      </ProfileSection>

      <ProfileSection id="contact" title="How do I contact them?">
        <div css={styles.contact}>
          <ProviderContact provider={p} />
        </div>
      </ProfileSection>
    </>
  );
}
