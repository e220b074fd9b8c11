import { useState } from 'react';
import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { downloadText } from '../../lib/admin-team-calls.js';
import { useToast, type ToastMessage } from '../../lib/toasts.js';

export interface DownloadButtonProps {
  label: string;
  /** The file's text, fetched when pressed. */
  fetchText: () => Promise<string>;
  /** The file is saved as `<fileName>-YYYY-MM-DD.csv`. */
  fileName: string;
  /** The toast when it could not be fetched. */
  failure: ToastMessage;
}

/** Fetches a CSV and saves it under today's date; disabled while it is on its way, a toast when it fails. */
export function DownloadButton({ label, fetchText, fileName, failure }: DownloadButtonProps) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      downloadText(await fetchText(), `${fileName}-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch {
      toast(failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" startIcon={<DownloadIcon aria-hidden />} onClick={download} disabled={busy}>
      {busy ? 'Exporting...' : label}
    </Button>
  );
}
