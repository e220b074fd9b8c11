import { PageMeta } from '../../components/seo/PageMeta.js';

export default function AppealsPage() {
  return (
    <main id="main-content">
      <PageMeta title="AppealsPage" description="AppealsPage" path="/appeals" />
      <h1>AppealsPage</h1>
    </main>
  );
}
