import { PageMeta } from '../../components/seo/PageMeta.js';

export default function ServicesPage() {
  return (
    <main id="main-content">
      <PageMeta title="ServicesPage" description="ServicesPage" path="/services" />
      <h1>ServicesPage</h1>
    </main>
  );
}
