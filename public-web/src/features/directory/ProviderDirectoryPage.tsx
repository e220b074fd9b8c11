// Page frame; the interactive tool is built in this feature folder.
export default function ProviderDirectoryPage() {
  return (
    <main id="main-content">
      <h1>Trusted Provider Directory</h1>
    </main>
  );
}
