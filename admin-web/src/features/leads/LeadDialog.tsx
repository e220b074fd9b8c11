import { Box, DialogContent, Typography } from '@mui/material';
import { EditBase, Form, SelectInput, TextInput, useEditContext, useRefresh } from 'react-admin';
import { LEAD_LIMITS, LEAD_STATUSES, type UpdateLeadInput } from '@homeward/domain';
import { DialogFormBody } from '../../components/ui/DialogFormBody.js';
import { FormDialog } from '../../components/ui/FormDialog.js';
import { LoadingState } from '../../components/ui/LoadingState.js';
import { statusLabel } from '../../lib/format.js';
import { TOASTS, useToast } from '../../lib/toasts.js';
import { EraseLeadSection } from './EraseLeads.js';
import { LEAD_STATUS_WORDS } from './LeadStatusesExplained.js';
import type { ReactNode } from 'react';

const STATUS_CHOICES = LEAD_STATUSES.map((s) => ({ id: s, name: statusLabel(s) }));

/** Only status and notes are sent: PUT /api/admin/leads/{kind}/:id {status, notes}. */
export function toLeadUpdate(values: { status?: string; notes?: string | null }): UpdateLeadInput {
  const notes = values.notes?.trim();
  return { status: values.status as UpdateLeadInput['status'], notes: notes ? notes : null };
}

/** Label/value pairs of a lead, read-only. */
export function DetailList({ items }: { items: [label: string, value: ReactNode][] }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' }, columnGap: 3, rowGap: 1, m: 0 }}>
      {items.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ fontWeight: 700 }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value === null || value === undefined || value === '' ? '-' : value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function LeadEditor<T>({ details, onClose }: { details: (lead: T) => ReactNode; onClose: () => void }) {
  const { record, isPending, error } = useEditContext();
  if (isPending) return <LoadingState text="Loading..." />;
  if (error || !record) {
    return (
      <DialogContent>
        <Typography role="alert">This lead could not be loaded.</Typography>
      </DialogContent>
    );
  }
  return (
    <Form>
      <DialogFormBody onCancel={onClose} saveLabel="Save">
        {details(record as T)}
        <Box sx={{ mt: 3, display: 'grid' }}>
          <SelectInput
            margin="none"
            source="status"
            label={LEAD_STATUS_WORDS.status.label}
            helperText={LEAD_STATUS_WORDS.status.explained}
            choices={STATUS_CHOICES}
            validate={(v: unknown) => (v ? undefined : 'Choose a status')}
          />
          <TextInput source="notes" label="Notes" multiline minRows={3} slotProps={{ htmlInput: { maxLength: LEAD_LIMITS.notesMaxLength } }} />
        </Box>
      </DialogFormBody>
    </Form>
  );
}

export function LeadDialog<T>({
  resource,
  id,
  title,
  details,
  onClose,
}: {
  resource: string;
  id: string;
  title: string;
  details: (lead: T) => ReactNode;
  onClose: () => void;
}) {
  const toast = useToast();
  const refresh = useRefresh();
  return (
    <FormDialog title={title} onClose={onClose}>
      <EditBase
        resource={resource}
        id={id}
        mutationMode="pessimistic"
        redirect={false}
        disableAuthentication
        transform={(values) => toLeadUpdate(values)}
        mutationOptions={{
          onSuccess: () => {
            toast(TOASTS.leadUpdated);
            refresh();
            onClose();
          },
          onError: () => toast(TOASTS.leadUpdateFailed),
        }}
      >
        <LeadEditor<T> details={details} onClose={onClose} />
      </EditBase>
      <EraseLeadSection
        resource={resource}
        id={Number(id)}
        onErased={() => {
          refresh();
          onClose();
        }}
      />
    </FormDialog>
  );
}
