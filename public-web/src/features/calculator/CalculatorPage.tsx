// Page frame; the interactive tool is built in this feature folder.
export default function CalculatorPage() {
  return (
    <main id="main-content">
      <h1>Package Calculator</h1>
    </main>
  );
}
