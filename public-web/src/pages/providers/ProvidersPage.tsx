import { PageMeta } from '../../components/seo/PageMeta.js';

export default function ProvidersPage() {
  return (
    <main id="main-content">
      <PageMeta title="ProvidersPage" description="ProvidersPage" path="/providers" />
      <h1>ProvidersPage</h1>
    </main>
  );
}
