import { useDataProvider, useListContext } from 'react-admin';
import { DownloadButton } from '../../components/ui/DownloadButton.js';
import { TOASTS } from '../../lib/toasts.js';
import type { HomewardDataProvider } from '../../lib/data-provider.js';

/** Downloads GET /api/admin/{resource}/export with the list's current filter and sort. */
export function ExportCsvButton({ resource, fileName }: { resource: string; fileName: string }) {
  const dataProvider = useDataProvider<HomewardDataProvider>();
  const { filterValues, sort } = useListContext();
  return (
    <DownloadButton
      label="Export CSV"
      fetchText={() => dataProvider.exportCsv(resource, { filter: filterValues, sort })}
      fileName={fileName}
      failure={TOASTS.exportFailed}
    />
  );
}
