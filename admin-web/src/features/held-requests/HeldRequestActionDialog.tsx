import { useState, type FormEvent } from 'react';
import { Box, Button, DialogContent, TextField, Typography } from '@mui/material';
import { useDataProvider, useRefresh } from 'react-admin';
import { HELD_REQUEST_RULES, type HeldRequestAction, type HeldRequestDto } from '@homeward/domain';
import { errorCode } from '../../lib/http-error.js';
import { DialogButtons, FormDialog } from '../../components/ui/FormDialog.js';
import { useToast } from '../../lib/toasts.js';
import { messageOf } from '../../partner-portal/lib/partner-api.js';
import type { HomewardDataProvider } from '../../lib/data-provider.js';

export const HELD_REQUEST_TOASTS = {
  'passed-on': { title: 'Recorded: passed on', description: 'We have emailed the family to say so.' },
  invited: { title: 'Recorded: invited to join', description: 'We have emailed the family to say so.' },
  failed: { title: 'Error', description: 'That did not work. Please try again.', variant: 'destructive' as const },
};

/** What each action means, said in the dialog before the team records it. */
const WORDS: Record<HeldRequestAction, { title: (org: string) => string; explain: (org: string) => string; button: string }> = {
  'passed-on': {
    title: (org) => `Passed on to ${org}`,
    explain: (org) => `Record that you gave this family's request to ${org} by phone or email. The family gets an email saying ${org} has their details.`,
    button: 'Record passed on',
  },
  invited: {
    title: (org) => `Invited ${org} to join`,
    explain: (org) =>
      `Record that you asked ${org} to claim its listing. The family gets an email saying we asked, and that the request goes to ${org} if it joins.`,
    button: 'Record invited',
  },
};

/** Records the team's action on one held request, with an optional note for the team. */
export function HeldRequestActionDialog({ request, action, onClose }: { request: HeldRequestDto; action: HeldRequestAction; onClose: () => void }) {
  const dataProvider = useDataProvider<HomewardDataProvider>();
  const refresh = useRefresh();
  const toast = useToast();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const words = WORDS[action];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await dataProvider.actOnHeldRequest(request.id, { action, note: note.trim() || null });
      toast(HELD_REQUEST_TOASTS[action]);
      refresh();
      onClose();
    } catch (error) {
      // Someone else recorded an action first, or the organisation has joined since.
      const code = errorCode(error);
      if (code === 'HELD_REQUEST_ALREADY_ACTED' || code === 'HELD_REQUEST_JOINED') {
        setProblem(messageOf((error as { body?: unknown }).body, 'Someone has already acted on this request.'));
        refresh();
      } else toast(HELD_REQUEST_TOASTS.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog title={words.title(request.organisation)} onClose={onClose} maxWidth="sm">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogContent dividers>
          <Typography sx={{ mb: 2 }}>{words.explain(request.organisation)}</Typography>
          <TextField
            id="held-request-note"
            label="Note for the team (optional)"
            multiline
            minRows={2}
            fullWidth
            value={note}
            onChange={(e) => setNote(e.target.value)}
            slotProps={{ htmlInput: { maxLength: HELD_REQUEST_RULES.noteMaxLength } }}
            error={problem !== null}
            helperText={problem ?? 'Who you spoke to, or how you sent it.'}
          />
        </DialogContent>
        <DialogButtons onCancel={onClose}>
          <Button type="submit" variant="contained" disabled={busy}>
            {words.button}
          </Button>
        </DialogButtons>
      </Box>
    </FormDialog>
  );
}
