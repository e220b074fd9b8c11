import { PageMeta } from '../../components/seo/PageMeta.js';

export default function NotFoundPage() {
  return (
    <main id="main-content">
      <PageMeta title="NotFoundPage" description="NotFoundPage" path="/not-found" />
      <h1>NotFoundPage</h1>
    </main>
  );
}
