import { PageMeta } from '../../components/seo/PageMeta.js';

export default function TransitionPage() {
  return (
    <main id="main-content">
      <PageMeta title="TransitionPage" description="TransitionPage" path="/transition" />
      <h1>TransitionPage</h1>
    </main>
  );
}
