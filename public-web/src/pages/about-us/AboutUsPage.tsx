import { PageMeta } from '../../components/seo/PageMeta.js';

export default function AboutUsPage() {
  return (
    <main id="main-content">
      <PageMeta title="AboutUsPage" description="AboutUsPage" path="/about-us" />
      <h1>AboutUsPage</h1>
    </main>
  );
}
