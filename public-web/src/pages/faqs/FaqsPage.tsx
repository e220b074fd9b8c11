import { PageMeta } from '../../components/seo/PageMeta.js';

export default function FaqsPage() {
  return (
    <main id="main-content">
      <PageMeta title="FaqsPage" description="FaqsPage" path="/faqs" />
      <h1>FaqsPage</h1>
    </main>
  );
}
