import { PageMeta } from '../../components/seo/PageMeta.js';

export default function HomePage() {
  return (
    <main id="main-content">
      <PageMeta title="HomePage" description="HomePage" path="/home" />
      <h1>HomePage</h1>
    </main>
  );
}
