import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import type { ProviderSearchResult } from '@homeward/domain';
import { ProviderLeadDialog, useVisitSessionId } from '../leads/index.js';
import { PageMeta } from '../../components/seo/PageMeta.js';
import { paths } from '../../app/paths.js';
import { useProviderSearch } from './api/search-providers.js';
import { useServicesQuery } from '../../api/catalog.js';
import { DirectoryFilters } from './components/DirectoryFilters.js';
import { ProviderResults } from './components/ProviderResults.js';
import { useDirectoryFilters } from './hooks/use-directory-filters.js';

export default function ProviderDirectoryPage() {
  const sessionId = useVisitSessionId();
  const filters = useDirectoryFilters();
  const services = useServicesQuery();
  const search = useProviderSearch({ q: filters.q, state: filters.state, service: filters.service }, filters.ready);
  const [provider, setProvider] = useState<ProviderSearchResult | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  return (
    <main id="main-content">
      <PageMeta
        title="Trusted Provider Directory"
        description="Search Support at Home providers by name, state or territory, and the services you need. Ask a provider to contact you, free of charge."
        path={paths.providerDirectory}
      />
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 }, px: { xs: 2, sm: 3 } }}>
        <Box component="header" sx={{ mb: 4 }}>
          <Link component={RouterLink} to={paths.home} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, minHeight: 44, mb: 2, fontSize: '1.0625rem' }}>
            <ArrowBack fontSize="small" aria-hidden />
            Back to home
          </Link>
          <Typography variant="h1" sx={{ mb: 1.5 }}>Trusted Provider Directory</Typography>
          <Typography sx={{ maxWidth: '44rem' }}>
            Find Support at Home providers near you. Search by name, or choose your state and the service you need.
            When you press Connect with Provider, we pass your details to that provider so they can contact you. It
            is free for you; providers pay us for referrals.
          </Typography>
        </Box>
        <DirectoryFilters
          qDraft={filters.qDraft}
          state={filters.state}
          service={filters.service}
          services={services.data}
          onQChange={filters.setQDraft}
          onStateChange={filters.setState}
          onServiceChange={filters.setService}
          onClear={filters.clear}
        />
        <ProviderResults
          providers={search.data}
          loading={!filters.ready || search.isPending}
          failed={search.isError}
          onRetry={() => void search.refetch()}
          onConnect={(p) => {
            setProvider(p);
            setDialogOpen(true);
          }}
        />
      </Container>
      <ProviderLeadDialog open={dialogOpen} onClose={() => setDialogOpen(false)} sessionId={sessionId} provider={provider} />
    </main>
  );
}
