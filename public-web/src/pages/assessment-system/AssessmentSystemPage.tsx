import { PageMeta } from '../../components/seo/PageMeta.js';

export default function AssessmentSystemPage() {
  return (
    <main id="main-content">
      <PageMeta title="AssessmentSystemPage" description="AssessmentSystemPage" path="/assessment-system" />
      <h1>AssessmentSystemPage</h1>
    </main>
  );
}
