import { PageMeta } from '../../components/seo/PageMeta.js';

export default function ContactUsPage() {
  return (
    <main id="main-content">
      <PageMeta title="ContactUsPage" description="ContactUsPage" path="/contact-us" />
      <h1>ContactUsPage</h1>
    </main>
  );
}
