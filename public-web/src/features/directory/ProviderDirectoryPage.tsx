import { useDeferredValue, useMemo, useState } from 'react';
import { AUTO_RADIUS, widerRadiusKm, type ProviderSearchResult } from '@homeward/domain';
import { useLeadDialogs, useVisitSessionId } from '../leads/index.js';
import { ToolPage } from '../../components/ui/ToolPage.js';
import { paths } from '../../app/paths.js';
import { useServicesQuery } from '../../api/catalog.js';
import { unknownPlaceMessage } from '../../api/search-locations.js';
import { filtersOnToldDetails, useProviderSearch } from './api/search-providers.js';
import { DirectoryFilters } from './components/DirectoryFilters.js';
import { NotToldNote } from './components/NotToldNote.js';
import { ProviderResults } from './components/ProviderResults.js';
import { useDirectoryFilters } from './hooks/use-directory-filters.js';

export default function ProviderDirectoryPage() {
  const sessionId = useVisitSessionId();
  const filters = useDirectoryFilters();
  const services = useServicesQuery();
  const { q, state, service, near, radiusKm, sort, languages, diverseNeeds, acceptingNewClients, includeNotTold, hideWithCurrentNotice } = filters;
  const attributes = { languages, diverseNeeds, acceptingNewClients };
  const search = useProviderSearch({ q, state, service, near, radiusKm, sort, ...attributes, includeNotTold, hideWithCurrentNotice }, filters.ready);
  // Pages can overlap when the list changes between them; a provider is shown once.
  const providers = useMemo(() => {
    if (!search.data) return undefined;
    const byId = new Map<number, ProviderSearchResult>();
    for (const page of search.data.pages) for (const p of page.items) if (!byId.has(p.id)) byId.set(p.id, p);
    return [...byId.values()];
  }, [search.data]);
  // The radius searched: the one chosen, or the default rule's as the server answered it (null: any distance).
  const searchedRadiusKm = radiusKm === AUTO_RADIUS ? (search.data?.pages[0]?.radiusKm ?? null) : radiusKm;
  const firstPageFailed = search.isError && !search.data;
  const nearError = firstPageFailed ? unknownPlaceMessage(search.error, near) : null;
  // The cards render in a transition, a frame after the answer: React yields while it builds up to 21 cards, so the
  // answer's arrival is never one long task (Total Blocking Time). What the list says moves as one.
  const loading = !filters.ready || search.isPending;
  const placeNotFound = nearError !== null;
  // Providers that match all but a service, language, need or intake they have not told us (the search's X-Not-Told-Count).
  const notToldCount = !loading && filtersOnToldDetails(filters) ? (search.data?.pages[0]?.notToldCount ?? 0) : 0;
  const listing = useMemo(() => ({ providers, loading, failed: firstPageFailed, placeNotFound }), [providers, loading, firstPageFailed, placeNotFound]);
  const listed = useDeferredValue(listing);
  const [provider, setProvider] = useState<ProviderSearchResult | null>(null);
  const lead = useLeadDialogs();
  const LeadDialog = lead.dialogs?.ProviderLeadDialog;

  return (
    <ToolPage
      meta={{
        title: 'Trusted Provider Directory',
        description:
          'Find Support at Home providers near your postcode or suburb, or search by name, state or territory and the services you need. Ask a provider to contact you, free of charge.',
        path: paths.providerDirectory,
      }}
      width="lg"
      title="Trusted Provider Directory"
      intro="Find Support at Home providers near you. Type your postcode or suburb to see how far away each one is, or search by name, state and the service you need. Under More filters you can look for staff who speak your language, experience with your community, and providers taking new clients. When you press Connect with Provider, we pass your details to that provider so they can contact you. It is free for you; providers pay us for referrals."
    >
      <DirectoryFilters
        qDraft={filters.qDraft}
        state={filters.state}
        service={filters.service}
        services={services.data}
        near={near}
        nearError={nearError}
        radiusKm={radiusKm}
        sort={sort}
        onQChange={filters.setQDraft}
        onStateChange={filters.setState}
        onServiceChange={filters.setService}
        onNearChange={filters.setNear}
        onRadiusChange={filters.setRadius}
        onSortChange={filters.setSort}
        attributes={attributes}
        onAttributesChange={filters.setAttributes}
        hideWithCurrentNotice={hideWithCurrentNotice}
        onHideWithCurrentNoticeChange={filters.setHideWithCurrentNotice}
        onClear={filters.clear}
      />
      <NotToldNote
        count={notToldCount}
        search={{ near, service, languages, diverseNeeds, acceptingNewClients, includeNotTold }}
        onToggle={filters.setIncludeNotTold}
      />
      <ProviderResults
        {...listed}
        near={near}
        radiusKm={searchedRadiusKm}
        nearestFirst={sort === 'distance'}
        onWiden={near && searchedRadiusKm !== null ? () => filters.setRadius(widerRadiusKm(searchedRadiusKm)) : undefined}
        hasMore={search.hasNextPage}
        loadingMore={search.isFetchingNextPage}
        moreFailed={search.isFetchNextPageError}
        onShowMore={() => void search.fetchNextPage()}
        onRetry={() => void search.refetch()}
        onConnect={(p) => {
          setProvider(p);
          lead.request();
        }}
        onConnectIntent={lead.prefetch}
        connecting={provider && lead.status !== 'idle' ? { providerId: provider.id, status: lead.status } : null}
      />
      {LeadDialog && <LeadDialog open={lead.open} onClose={lead.close} sessionId={sessionId} provider={provider} />}
    </ToolPage>
  );
}
