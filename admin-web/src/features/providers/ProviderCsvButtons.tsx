import { useRef, useState } from 'react';
import { Alert, Box, Button, DialogContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useDataProvider, useRefresh } from 'react-admin';
import { ACCEPTING_NEW_CLIENTS, PROVIDER_CSV_COLUMNS, PROVIDER_CSV_LIMITS, REGISTRATION_CATEGORIES, type ProviderCsvImportReport } from '@homeward/domain';
import { DownloadButton } from '../../components/ui/DownloadButton.js';
import { DialogButtons, FormDialog } from '../../components/ui/FormDialog.js';
import { useToast } from '../../lib/toasts.js';
import type { HomewardDataProvider } from '../../lib/data-provider.js';

const failure = (description: string) => ({ title: 'Error', description, variant: 'destructive' as const });

/** GET /api/admin/providers/export.csv, saved with a BOM so Excel reads accents right. */
export function ExportProvidersButton() {
  const dataProvider = useDataProvider<HomewardDataProvider>();
  const withBom = (csv: string) => (csv.startsWith('\uFEFF') ? csv : `\uFEFF${csv}`);
  return (
    <DownloadButton
      label="Export"
      fetchText={async () => withBom(await dataProvider.exportProvidersCsv())}
      fileName="providers"
      failure={failure('Failed to export providers. Please try again.')}
    />
  );
}

export function ImportProvidersButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<UploadFileIcon aria-hidden />} onClick={() => setOpen(true)}>
        Import
      </Button>
      {open ? <ImportProvidersDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function ReportSummary({ report }: { report: ProviderCsvImportReport }) {
  return (
    <Typography sx={{ mb: 2 }} data-testid="import-summary">
      {report.totalRows} row{report.totalRows === 1 ? '' : 's'}: {report.toCreate} to add, {report.toUpdate} to update, {report.unchanged} unchanged,{' '}
      {report.errorRows} with errors.
    </Typography>
  );
}

/** Upload -> dry-run report (every row error by row and column) -> confirm; applying is all or nothing. */
export function ImportProvidersDialog({ onClose }: { onClose: () => void }) {
  const dataProvider = useDataProvider<HomewardDataProvider>();
  const refresh = useRefresh();
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ProviderCsvImportReport | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const check = async (chosen: File | null) => {
    setFile(chosen);
    setReport(null);
    setProblem(null);
    if (!chosen) return;
    if (chosen.size > PROVIDER_CSV_LIMITS.maxBytes) {
      setProblem('The file is larger than 5 MB. Split it into smaller files.');
      return;
    }
    setBusy(true);
    try {
      const outcome = await dataProvider.importProvidersCsv(chosen, false);
      setReport(outcome.report);
      setProblem(outcome.problem);
    } catch {
      setProblem('The file could not be checked. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  const apply = async () => {
    if (!file) return;
    setBusy(true);
    try {
      const outcome = await dataProvider.importProvidersCsv(file, true);
      if (outcome.problem || !outcome.report?.applied) {
        setReport(outcome.report);
        setProblem(outcome.problem ?? 'Nothing was imported. Please try again.');
        return;
      }
      toast({ title: 'Providers imported', description: `${outcome.report.toCreate} added, ${outcome.report.toUpdate} updated.` });
      refresh();
      onClose();
    } catch {
      toast(failure('Failed to import providers. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  const changes = report ? report.toCreate + report.toUpdate : 0;
  const canApply = Boolean(file && report && report.errorRows === 0 && changes > 0 && !problem && !busy);

  return (
    <FormDialog title="Import providers" onClose={onClose}>
      <DialogContent dividers>
        <Typography sx={{ mb: 1 }}>
          Choose a CSV file in the format of Export (UTF-8; up to 5 MB). Rows with an id update that provider; rows without one update the provider with the
          same business name and postcode, or add a new one; a row that matches what is stored is left alone. Nothing is saved until you confirm.
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1, overflowWrap: 'anywhere' }} data-testid="import-columns">
          Columns: {PROVIDER_CSV_COLUMNS.join(', ')}. Services, service areas, languages, diverse needs and registration categories are lists separated by
          semicolons; a language, diverse need or registration category is its code (categories are numbers, 1 to {REGISTRATION_CATEGORIES.length}) or its name
          as the provider form shows it. acceptingNewClients is {ACCEPTING_NEW_CLIENTS.join(', ')} or empty; acceptingConfirmedAt is a date (YYYY-MM-DD). An
          empty leadEmail sends leads to email.
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          A column left out of the file keeps what each provider has; new providers get the form&apos;s defaults.
        </Typography>
        <Box sx={{ mb: 2 }}>
          <label htmlFor="provider-import-file">
            <Typography component="span" sx={{ fontWeight: 700, display: 'block', mb: 0.5 }}>
              CSV file
            </Typography>
          </label>
          <input
            id="provider-import-file"
            ref={input}
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => void check(event.target.files?.[0] ?? null)}
            disabled={busy}
          />
        </Box>
        {busy ? <Typography role="status">Checking...</Typography> : null}
        {problem ? (
          <Alert severity="error" sx={{ mb: 2 }} role="alert">
            {problem}
          </Alert>
        ) : null}
        {report ? (
          <Box aria-live="polite">
            <ReportSummary report={report} />
            {report.errors.length > 0 ? (
              <>
                <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
                  Fix these rows, then choose the file again
                </Typography>
                <Table size="small" aria-label="Errors by row">
                  <TableHead>
                    <TableRow>
                      <TableCell>Row</TableCell>
                      <TableCell>Column</TableCell>
                      <TableCell>Problem</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {report.errors.slice(0, 200).map((e, i) => (
                      <TableRow key={`${e.row}-${e.column}-${i}`}>
                        <TableCell>{e.row}</TableCell>
                        <TableCell>{e.column ?? '-'}</TableCell>
                        <TableCell>{e.message}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
                {report.errors.length > 200 ? <Typography sx={{ mt: 1 }}>and {report.errors.length - 200} more.</Typography> : null}
              </>
            ) : changes > 0 ? (
              <Alert severity="success">No errors. Confirm to add and update these providers.</Alert>
            ) : report.totalRows > 0 ? (
              <Alert severity="info">Every row matches what is stored already: there is nothing to import.</Alert>
            ) : null}
          </Box>
        ) : null}
      </DialogContent>
      <DialogButtons onCancel={onClose}>
        <Button variant="contained" onClick={() => void apply()} disabled={!canApply}>
          {report && canApply ? `Import ${changes} provider${changes === 1 ? '' : 's'}` : 'Import'}
        </Button>
      </DialogButtons>
    </FormDialog>
  );
}
