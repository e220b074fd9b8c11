import { useState } from 'react';
import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useDataProvider, useListContext } from 'react-admin';
import { TOASTS, useToast } from '../../lib/toasts.js';
import type { HomewardDataProvider } from '../../lib/data-provider.js';

/** Downloads GET /api/admin/{resource}/export with the list's current filter and sort. */
export function ExportCsvButton({ resource, fileName }: { resource: string; fileName: string }) {
  const dataProvider = useDataProvider<HomewardDataProvider>();
  const { filterValues, sort } = useListContext();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const csv = await dataProvider.exportCsv(resource, { filter: filterValues, sort });
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `${fileName}-${new Date().toISOString().slice(0, 10)}.csv`;
      document.body.appendChild(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      toast(TOASTS.exportFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="outlined" startIcon={<DownloadIcon aria-hidden />} onClick={download} disabled={busy}>
      {busy ? 'Exporting...' : 'Export CSV'}
    </Button>
  );
}
