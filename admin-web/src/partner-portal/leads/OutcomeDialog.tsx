import { useState, type FormEvent } from 'react';
import { Box, Button, DialogContent, FormControlLabel, FormLabel, Radio, RadioGroup, TextField } from '@mui/material';
import { useRefresh, useUpdate } from 'react-admin';
import {
  LEAD_OUTCOME_LABELS,
  LEAD_OUTCOME_MESSAGES,
  LEAD_OUTCOME_RULES,
  LEAD_OUTCOMES,
  leadPersonRows,
  type LeadOutcome,
  type PartnerLeadDto,
} from '@homeward/domain';
import { DialogButtons, FormDialog } from '../../components/ui/FormDialog.js';
import { DetailList } from '../../features/leads/LeadDialog.js';
import { LeadPlanDetails } from '../../features/leads/LeadPlanDetails.js';
import { leadNeedItems } from '../../features/leads/LeadNeeds.js';
import { formatAuDateTime } from '../../lib/format.js';
import { useToast } from '../../lib/toasts.js';
import { PARTNER_RESOURCES } from '../lib/partner-data-provider.js';
import { serverFieldErrors } from '../lib/server-errors.js';
import { ErrorAlert } from '../../components/ui/ErrorAlert.js';

export const OUTCOME_SAVED = { title: 'Lead updated', description: 'The outcome and note are saved.' };

/** What happened with one family's enquiry: the outcome and a note. A refusal keeps what was typed. */
export function OutcomeDialog({ lead, onClose }: { lead: PartnerLeadDto; onClose: () => void }) {
  const [outcome, setOutcome] = useState<LeadOutcome>(lead.outcome);
  const [note, setNote] = useState(lead.note ?? '');
  const [errors, setErrors] = useState<{ outcome?: string; note?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [update, { isPending }] = useUpdate();
  const refresh = useRefresh();
  const toast = useToast();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (note.length > LEAD_OUTCOME_RULES.noteMaxLength) {
      setErrors({ note: LEAD_OUTCOME_MESSAGES.note });
      return;
    }
    setErrors({});
    try {
      await update(
        PARTNER_RESOURCES.leads,
        { id: lead.id, data: { outcome, note: note.trim() ? note.trim() : null }, previousData: lead },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      toast(OUTCOME_SAVED);
      refresh();
      onClose();
    } catch (error) {
      const placed = serverFieldErrors(error, ['outcome', 'note'], 'The lead could not be saved. Try again.');
      setErrors(placed.fields);
      setFailure(placed.general);
    }
  };

  return (
    <FormDialog title={lead.erased ? 'Erased enquiry' : `Enquiry from ${lead.name ?? ''}`} onClose={onClose} maxWidth="sm">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
          <DetailList
            items={[
              ['Received', formatAuDateTime(lead.createdAt)],
              ...(lead.erased ? [['Family', 'Erased at the family’s request'] as [string, string]] : [...leadPersonRows(lead), ...leadNeedItems(lead)]),
              ...(lead.plan ? [['Plan', <LeadPlanDetails key="plan" plan={lead.plan} />] as [string, React.ReactNode]] : []),
            ]}
          />
          <ErrorAlert message={failure} />
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <FormLabel component="legend" sx={{ fontWeight: 700, color: 'text.primary' }}>
              Outcome
            </FormLabel>
            <RadioGroup name="outcome" value={outcome} onChange={(event) => setOutcome(event.target.value as LeadOutcome)}>
              {LEAD_OUTCOMES.map((o) => (
                <FormControlLabel key={o} value={o} control={<Radio />} label={LEAD_OUTCOME_LABELS[o]} />
              ))}
            </RadioGroup>
            <ErrorAlert message={errors.outcome} />
          </Box>
          <TextField
            id="lead-note"
            label="Note"
            multiline
            minRows={3}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            error={Boolean(errors.note)}
            helperText={errors.note ?? 'Only your team and Homeward see this note.'}
            fullWidth
          />
        </DialogContent>
        <DialogButtons onCancel={onClose}>
          <Button type="submit" variant="contained" disabled={isPending}>
            {isPending ? 'Saving...' : 'Save outcome'}
          </Button>
        </DialogButtons>
      </Box>
    </FormDialog>
  );
}
