import { PageMeta } from '../../components/seo/PageMeta.js';

export default function RegulatoryFrameworkPage() {
  return (
    <main id="main-content">
      <PageMeta title="RegulatoryFrameworkPage" description="RegulatoryFrameworkPage" path="/regulatory-framework" />
      <h1>RegulatoryFrameworkPage</h1>
    </main>
  );
}
