import { DialogContent } from '@mui/material';
import { DialogButtons } from './FormDialog.js';
import { FormSaveButton } from './FormSaveButton.js';
import type { ReactNode } from 'react';

/** A react-admin form's body inside a FormDialog: the fields, then Cancel and the save button. */
export function DialogFormBody({ onCancel, saveLabel, children }: { onCancel: () => void; saveLabel: string; children: ReactNode }) {
  return (
    <>
      <DialogContent dividers>{children}</DialogContent>
      <DialogButtons onCancel={onCancel}>
        <FormSaveButton label={saveLabel} />
      </DialogButtons>
    </>
  );
}
