import { PageMeta } from '../../components/seo/PageMeta.js';

export default function ResourcesPage() {
  return (
    <main id="main-content">
      <PageMeta title="ResourcesPage" description="ResourcesPage" path="/resources" />
      <h1>ResourcesPage</h1>
    </main>
  );
}
