import { PageMeta } from '../../components/seo/PageMeta.js';

export default function PrivacyPage() {
  return (
    <main id="main-content">
      <PageMeta title="PrivacyPage" description="PrivacyPage" path="/privacy" />
      <h1>PrivacyPage</h1>
    </main>
  );
}
