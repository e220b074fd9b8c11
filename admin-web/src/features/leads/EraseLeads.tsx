import { useState } from 'react';
import { Box, Button, DialogContent, TextField, Typography } from '@mui/material';
import PersonOffOutlinedIcon from '@mui/icons-material/PersonOffOutlined';
import { useDataProvider, useListContext, useRefresh, useUnselectAll } from 'react-admin';
import { ERASED_MARKER, LEAD_ERASURE_LIMITS } from '@homeward/domain';
import { DialogButtons, FormDialog } from '../../components/ui/FormDialog.js';
import { errorMessage } from '../../lib/http-error.js';
import { useToast } from '../../lib/toasts.js';
import type { HomewardDataProvider } from '../../lib/data-provider.js';

export const reasonProblem = (reason: string): string | null =>
  reason.trim().length < LEAD_ERASURE_LIMITS.reasonMinLength ? 'Enter the reason, for example who asked and when' : null;

/** A privacy request: the reason is asked for and kept in the audit trail; the erasure cannot be undone. */
export function EraseLeadsDialog({ resource, ids, onClose, onErased }: { resource: string; ids: number[]; onClose: () => void; onErased: () => void }) {
  const dataProvider = useDataProvider<HomewardDataProvider>();
  const toast = useToast();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const problem = reasonProblem(reason);
  const count = ids.length;

  const erase = async () => {
    setTouched(true);
    if (problem) return;
    setBusy(true);
    try {
      const result = await dataProvider.eraseLeads(resource, ids, reason.trim());
      toast({ title: 'Personal details erased', description: `${result.erased.length} lead${result.erased.length === 1 ? '' : 's'} erased.` });
      onErased();
      onClose();
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error) ?? 'Failed to erase. Please try again.', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog title="Erase personal details" onClose={onClose} maxWidth="sm">
      <DialogContent dividers>
        <Typography sx={{ mb: 2 }}>
          The name, email, phone, postcode, referral ID and notes of {count === 1 ? 'this lead' : `these ${count} leads`} will be replaced by “{ERASED_MARKER}”.
          The lead stays in the counts. This cannot be undone.
        </Typography>
        <Box sx={{ display: 'grid' }}>
          <TextField
            id="erase-reason"
            label="Reason (kept in the audit trail)"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            onBlur={() => setTouched(true)}
            required
            multiline
            minRows={2}
            error={touched && Boolean(problem)}
            helperText={touched && problem ? problem : 'For example: asked by phone on 3 March to delete her details'}
            slotProps={{ htmlInput: { maxLength: LEAD_ERASURE_LIMITS.reasonMaxLength } }}
          />
        </Box>
      </DialogContent>
      <DialogButtons onCancel={onClose}>
        <Button variant="contained" color="error" onClick={() => void erase()} disabled={busy}>
          {busy ? 'Erasing...' : count === 1 ? 'Erase' : `Erase ${count} leads`}
        </Button>
      </DialogButtons>
    </FormDialog>
  );
}

/** The lead tables' bulk action: erase the selected leads. */
export function EraseLeadsBulkButton({ resource, storeKey }: { resource: string; storeKey: string }) {
  const { selectedIds } = useListContext();
  const unselectAll = useUnselectAll(resource, storeKey);
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" color="error" startIcon={<PersonOffOutlinedIcon aria-hidden />} onClick={() => setOpen(true)}>
        Erase personal details
      </Button>
      {open ? (
        <EraseLeadsDialog
          resource={resource}
          ids={selectedIds as number[]}
          onClose={() => setOpen(false)}
          onErased={() => {
            unselectAll();
            refresh();
          }}
        />
      ) : null}
    </>
  );
}

/** In a lead's dialog: erase this one lead. */
export function EraseLeadSection({ resource, id, onErased }: { resource: string; id: number; onErased: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <Box component="section" aria-labelledby="erase-lead-title" sx={{ px: 3, pb: 3 }}>
      <Typography id="erase-lead-title" component="h3" variant="h6" sx={{ mb: 1 }}>
        Privacy request
      </Typography>
      <Typography sx={{ mb: 1 }}>If this person asks for their details to be deleted, erase them here.</Typography>
      <Button variant="outlined" color="error" startIcon={<PersonOffOutlinedIcon aria-hidden />} onClick={() => setOpen(true)}>
        Erase personal details
      </Button>
      {open ? <EraseLeadsDialog resource={resource} ids={[id]} onClose={() => setOpen(false)} onErased={onErased} /> : null}
    </Box>
  );
}
