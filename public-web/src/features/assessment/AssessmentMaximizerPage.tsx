// Page frame; the interactive tool is built in this feature folder.
export default function AssessmentMaximizerPage() {
  return (
    <main id="main-content">
      <h1>Assessment Maximizer</h1>
    </main>
  );
}
