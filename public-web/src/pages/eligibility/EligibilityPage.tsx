import { PageMeta } from '../../components/seo/PageMeta.js';

export default function EligibilityPage() {
  return (
    <main id="main-content">
      <PageMeta title="EligibilityPage" description="EligibilityPage" path="/eligibility" />
      <h1>EligibilityPage</h1>
    </main>
  );
}
